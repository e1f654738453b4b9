import { computeExample, exampleTermsOf, type ExampleSource } from './exampleFigures';

/** The example's figures the law's formula gives from its terms (exampleFigures.ts). */
export const EXAMPLE_FIGURE_FIELDS = [
  'effective_rate',
  'example_monthly_payment',
  'example_total_payable',
] as const;
/** The terms the figures are computed from: a change to one of them changes the example. */
export const EXAMPLE_TERM_FIELDS = [
  'example_credit_amount',
  'example_term_months',
  'nominal_rate_min',
  'setup_fee',
  'invoice_fee',
  'annual_fee',
] as const;

export type ExampleFigureField = (typeof EXAMPLE_FIGURE_FIELDS)[number];
export type RecomputedFigures = Record<ExampleFigureField, number>;

/**
 * The figures as the database stores them (effective_rate numeric(5,2), the amounts whole kronor), computed from
 * the terms in `values`; null while the terms are incomplete or no rate solves them. Rounding stays inside the
 * tolerance the database's credit_cards_*_consistent checks allow (0,005 points, 0,5 kr).
 */
export function recomputedFigures(values: ExampleSource): RecomputedFigures | null {
  const terms = exampleTermsOf(values);
  if (!terms) return null;
  const { effectiveRate, monthlyPayment, totalPayable } = computeExample(terms);
  if (effectiveRate === null || effectiveRate < 0 || effectiveRate > 100) return null;
  return {
    effective_rate: Math.round(effectiveRate * 100) / 100,
    example_monthly_payment: Math.round(monthlyPayment),
    example_total_payable: Math.round(totalPayable),
  };
}

const stated = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * The example of a card whose terms change from `before` to `after`, recomputed: the figures that differ, and
 * example_updated_on = `today` when one does. Nothing when no term changed, when the card states no example and is
 * not published (a draft keeps its blanks), when the terms are incomplete, or for the fields in `keep` (set by the
 * admin in the same change). Whatever is returned is still checked by validateCard and by the database.
 */
export function recomputeOnTermChange(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  today: string,
  keep: readonly string[] = [],
): Record<string, number | string> {
  if (!EXAMPLE_TERM_FIELDS.some((field) => Number(before[field] ?? 0) !== Number(after[field] ?? 0)))
    return {};
  if (!after.is_published && !EXAMPLE_FIGURE_FIELDS.some((field) => stated(after[field]))) return {};
  const figures = recomputedFigures(after as ExampleSource);
  if (!figures) return {};
  const patch: Record<string, number | string> = {};
  for (const field of EXAMPLE_FIGURE_FIELDS)
    if (!keep.includes(field) && Number(after[field]) !== figures[field]) patch[field] = figures[field];
  if (Object.keys(patch).length > 0 && !keep.includes('example_updated_on')) patch.example_updated_on = today;
  return patch;
}
