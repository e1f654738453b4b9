import { formatPercent, parseDecimal } from '../../lib/formatPercent';
import { formatSEK } from '../../lib/formatSEK';
import type { ExampleValues } from './representativeExample';

/**
 * A form value as a number, or null when it is empty or not (yet) a number: the rate inputs hold text such as
 * "1," while the user types, and a cleared number input holds null. Never NaN.
 */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const parsed = parseDecimal(value.replace(/[.,]$/, ''));
    return parsed !== null && Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Whole kronor ("295 kr"), or null when the value is missing. */
export function kronorText(value: unknown): string | null {
  const number = asNumber(value);
  return number === null ? null : formatSEK(number);
}

/** An annual rate or share with a decimal comma ("1,65 %"), or null when the value is missing. */
export function percentText(value: unknown): string | null {
  const number = asNumber(value);
  return number === null ? null : formatPercent(number);
}

/** A range as visitors read it: "13,03–17,03 %", "15,03 %" when both ends are equal or one is missing. */
export function rangeText(min: unknown, max: unknown, format: (value: number) => string): string | null {
  const low = asNumber(min);
  const high = asNumber(max);
  if (low === null && high === null) return null;
  if (low === null || high === null || low === high) return format((low ?? high)!);
  const [from, to] = [format(low), format(high)];
  // "13,03 %–17,03 %" reads better with the unit once: "13,03–17,03 %".
  const unit = /\s(%|kr)$/.exec(to)?.[0] ?? '';
  return unit && from.endsWith(unit) ? `${from.slice(0, -unit.length)}–${to}` : `${from}–${to}`;
}

const EXAMPLE_NUMBERS = [
  'annual_fee',
  'invoice_fee',
  'setup_fee',
  'nominal_rate_min',
  'nominal_rate_max',
  'effective_rate',
  'example_credit_amount',
  'example_term_months',
  'example_total_payable',
  'example_monthly_payment',
] as const;

/** The form's values with the representative example's numbers cleaned (see asNumber) for representativeExample. */
export function exampleValues(values: Record<string, unknown>): ExampleValues {
  const clean: Record<string, unknown> = { ...values };
  for (const key of EXAMPLE_NUMBERS) clean[key] = asNumber(values[key]);
  return clean as ExampleValues;
}

/** A safe link for the apply button: only http(s) addresses. */
export function httpUrl(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : null;
}
