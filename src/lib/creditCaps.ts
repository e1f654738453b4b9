/**
 * The interest cap and the cost cap of konsumentkreditlagen (2010:1846) as amended by prop. 2024/25:17, by date:
 * the same answers as private.card_cap_problems in supabase/migrations/20261128003200_credit_caps.sql (compared on
 * random cards in tests/integration/creditCaps.test.ts). The rule set and the reference rate of a moment are the
 * rows with the latest valid_from on or before its day in Sweden.
 */

export interface ReferenceRate {
  valid_from: string;
  rate: number;
}

export interface CreditRuleSet {
  valid_from: string;
  interest_margin_pp: number | null;
  cost_cap: boolean;
}

export interface CappedCard {
  nominal_rate_min?: number | null;
  nominal_rate_max?: number | null;
  example_credit_amount?: number | null;
  example_total_payable?: number | null;
}

export type CapCode = 'interest_cap' | 'cost_cap';

export interface CapProblem {
  code: CapCode;
  field: 'nominal_rate_max' | 'nominal_rate_min' | 'example_total_payable';
  /** i18n key of the Swedish message and its values */
  message: string;
  /** the values, written as Swedish numbers */
  args: Record<string, string>;
}

const present = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && !Number.isNaN(value);

/** The day of a moment in Sweden, YYYY-MM-DD (as `at time zone 'Europe/Stockholm'` in the database). */
export function swedishDay(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The row valid on `day`: the latest valid_from on or before it, or undefined before the first. */
export function validOn<T extends { valid_from: string }>(rows: readonly T[], day: string): T | undefined {
  let best: T | undefined;
  for (const row of rows) {
    if (row.valid_from <= day && (!best || row.valid_from > best.valid_from)) best = row;
  }
  return best;
}

const swedishNumber = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });
const sv = (value: number) => swedishNumber.format(value);

/** Hundredths as the database's numeric(…, 2) holds them, so that 2 + 20 compares as 22 and not 21.999…. */
const cents = (value: number) => Math.round(value * 100);

/** The caps `card` breaks at `at` under the rule sets and reference rates given (none: no rules that day). */
export function cardCapProblems(
  card: CappedCard,
  at: Date,
  ruleSets: readonly CreditRuleSet[],
  referenceRates: readonly ReferenceRate[],
): CapProblem[] {
  const day = swedishDay(at);
  const rules = validOn(ruleSets, day);
  if (!rules) return [];
  const problems: CapProblem[] = [];
  const rate = present(card.nominal_rate_max) ? card.nominal_rate_max : card.nominal_rate_min;
  const reference = validOn(referenceRates, day);
  if (present(rules.interest_margin_pp) && present(rate) && reference) {
    const cap = cents(Number(reference.rate)) + cents(Number(rules.interest_margin_pp));
    if (cents(Number(rate)) > cap) {
      problems.push({
        code: 'interest_cap',
        field: present(card.nominal_rate_max) ? 'nominal_rate_max' : 'nominal_rate_min',
        message: 'app.validation.card.interest_cap',
        args: {
          rate: sv(Number(rate)),
          cap: sv(cap / 100),
          reference: sv(Number(reference.rate)),
          margin: sv(Number(rules.interest_margin_pp)),
        },
      });
    }
  }
  const total = card.example_total_payable;
  const amount = card.example_credit_amount;
  if (rules.cost_cap && present(total) && present(amount) && cents(total) - cents(amount) > cents(amount)) {
    problems.push({
      code: 'cost_cap',
      field: 'example_total_payable',
      message: 'app.validation.card.cost_cap',
      args: { cost: sv(total - amount), amount: sv(amount) },
    });
  }
  return problems;
}
