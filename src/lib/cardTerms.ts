/**
 * A card's public terms: what a proposal may change and what, on a published card, waits for a second admin
 * (issue 35 part B). The same list as private.card_term_columns (20261129006100_card_change_proposals.sql);
 * tests/integration/cardChangeProposals.test.ts compares the two.
 */
export const CARD_TERM_COLUMNS = [
  'nominal_rate_min',
  'nominal_rate_max',
  'effective_rate',
  'annual_fee',
  'setup_fee',
  'invoice_fee',
  'extra_card_fee',
  'withdrawal_fee_fixed',
  'withdrawal_fee_percent',
  'currency_surcharge_percent',
  'example_credit_amount',
  'example_term_months',
  'example_total_payable',
  'example_monthly_payment',
  'example_updated_on',
  'apply_url',
  'is_sponsored',
  'sort_rank',
  'is_published',
  'publish_from',
  'publish_until',
] as const;

const TERMS = new Set<string>(CARD_TERM_COLUMNS);

export const isCardTerm = (column: string): boolean => TERMS.has(column);

const same = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || (a !== null && b !== null && a !== undefined && String(a) === String(b));

/** The values of `data` that differ from `record`, split into public terms and the rest. */
export function splitTermChanges(
  data: Record<string, unknown>,
  record: Record<string, unknown>,
): { terms: Record<string, unknown>; other: Record<string, unknown> } {
  const terms: Record<string, unknown> = {};
  const other: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (same(value, record[key])) continue;
    (isCardTerm(key) ? terms : other)[key] = value;
  }
  return { terms, other };
}
