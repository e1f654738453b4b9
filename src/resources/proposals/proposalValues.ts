import type { TranslateFunction } from 'react-admin';
import { formatDateTime } from '../../lib/formatDate';

/** A card term's value as the diff shows it: Ja/Nej, numbers the Swedish way, dates, '–' for none. */
export function proposalValueText(translate: TranslateFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'number') return value.toLocaleString('sv-SE');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  return String(value);
}

/** A value typed in "Redigera och godkänn", back to the column's type (the proposal's value says which). */
export function parseProposalValue(text: string, like: unknown): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (typeof like === 'number') {
    const number = Number(trimmed.replace(/\s/g, '').replace(',', '.'));
    return Number.isFinite(number) ? number : trimmed;
  }
  return trimmed;
}
