import { toSwedishCsv } from '../components/csv';
import { i18nProvider } from '../providers/i18nProvider';
import type { TermsOnDateRow } from '../providers/termsMethods';
import { TERMS_FIELD_LABELS } from './termsLabels';

const t = (key: string) => i18nProvider.translate(key);

/** The representative example and the terms the page shows, from a row's JSON columns. */
export function termsFigures(row: TermsOnDateRow) {
  const example = (row.example ?? {}) as Record<string, number | null>;
  const terms = (row.terms ?? {}) as Record<string, unknown>;
  return {
    nominal_rate: example.nominal_rate ?? null,
    effective_rate: example.effective_rate ?? null,
    annual_fee: (terms.annual_fee as number | null) ?? null,
    credit_amount: example.credit_amount ?? null,
    term_months: example.term_months ?? null,
    total_payable: example.total_payable ?? null,
    monthly_payment: example.monthly_payment ?? null,
  };
}

/** The rules a row broke, as their Swedish messages. */
export function problemMessages(problems: unknown): string[] {
  return Array.isArray(problems)
    ? problems.map((p) => String((p as { message?: unknown }).message ?? ''))
    : [];
}

/** The columns of the page's table and of the CSV (which adds the card's id first). */
export const TERMS_COLUMNS = [
  'name',
  'bank_name',
  'is_sponsored',
  'sort_rank',
  'nominal_rate',
  'effective_rate',
  'annual_fee',
  'credit_amount',
  'term_months',
  'total_payable',
  'monthly_payment',
  'changed_at',
] as const;
const CSV_FIELDS = ['card_id', ...TERMS_COLUMNS] as const;

/** Swedish Excel CSV (toSwedishCsv: semicolons, decimal comma, BOM): one line per card shown at `at`. */
export function termsCsv(rows: TermsOnDateRow[]): string {
  const headings = [
    ...CSV_FIELDS.map((field) => t(TERMS_FIELD_LABELS[field])),
    t('app.terms_on_date.meets_rules'),
    t(TERMS_FIELD_LABELS.problems),
  ];
  const lines = rows.map((row) => {
    const values: Record<string, unknown> = { ...row, ...termsFigures(row) };
    return [
      ...CSV_FIELDS.map((field) => values[field]),
      row.meets_rules,
      problemMessages(row.problems).join(' '),
    ];
  });
  return toSwedishCsv(headings, lines);
}

/** The supervisor's copy as JSON: the moment, when it was exported, and every card as the database rebuilt it. */
export function termsJson(at: Date, rows: TermsOnDateRow[], exportedAt: Date): string {
  return JSON.stringify(
    { at: at.toISOString(), exported_at: exportedAt.toISOString(), cards: rows },
    null,
    2,
  );
}

/** The files' name: villkor-2026-03-03-1200 (Swedish time). */
export function termsFilename(at: string): string {
  return `villkor-${at.replace(' ', '-').replace(':', '')}`;
}
