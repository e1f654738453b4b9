// The representative example the card tests start from, shared by the unit tests of its rules and the integration
// test of the database's checks.
import type { ExampleTerms } from '../src/resources/cards/exampleFigures';
import type { CardRuleSet } from '../src/resources/cards/creditRules';
import { RULE_FIELDS } from '../src/resources/credit_rule_sets/creditRuleSetChoices';

/** 20 000 kr over 12 months at 15,9 % nominal rate, with seed card 1's fees. */
export const EXAMPLE_TERMS: ExampleTerms = {
  creditAmount: 20000,
  termMonths: 12,
  nominalRate: 15.9,
  setupFee: 0,
  invoiceFee: 29,
  annualFee: 295,
};

/** The same terms as a card's columns (the nominal rate as its lower bound). */
export const EXAMPLE_TERM_COLUMNS = {
  example_credit_amount: EXAMPLE_TERMS.creditAmount,
  example_term_months: EXAMPLE_TERMS.termMonths,
  nominal_rate_min: EXAMPLE_TERMS.nominalRate,
  annual_fee: EXAMPLE_TERMS.annualFee,
  invoice_fee: EXAMPLE_TERMS.invoiceFee,
  setup_fee: EXAMPLE_TERMS.setupFee,
};

/** What a seeded card (card 1) has besides its name, rates and example: bank, network, age limit, fees, rate type and warning. */
export const SEED_CARD_BASICS = {
  bank_id: 1,
  network_id: 1,
  min_age: 18,
  annual_fee: EXAMPLE_TERMS.annualFee,
  setup_fee: EXAMPLE_TERMS.setupFee,
  invoice_fee: EXAMPLE_TERMS.invoiceFee,
  // the standard information and warning the rules of 20 November 2026 require (issue 34)
  rate_type: 'variable',
  credit_warning: 'Att låna pengar kostar pengar.',
};

/**
 * How far randomTerms draws: the credit between `credit[0]` and `credit[1]` kr, up to `months` months and
 * `rate` % nominal rate, the fees up to `fees` (setup, invoice, annual).
 */
export interface TermBounds {
  credit: [number, number];
  months: number;
  rate: number;
  fees: [setup: number, invoice: number, annual: number];
}

/** Random example terms drawn with `next` (0 ≤ next() < 1): half without a setup fee, 30 % without an annual fee. */
export function randomTerms(next: () => number, bounds: TermBounds): ExampleTerms {
  const [minCredit, maxCredit] = bounds.credit;
  const [setupFee, invoiceFee, annualFee] = bounds.fees;
  return {
    creditAmount: minCredit + Math.floor(next() * (maxCredit - minCredit)),
    termMonths: 1 + Math.floor(next() * bounds.months),
    nominalRate: Math.round(next() * (bounds.rate * 100)) / 100,
    setupFee: next() < 0.5 ? 0 : Math.floor(next() * setupFee),
    invoiceFee: Math.floor(next() * invoiceFee),
    annualFee: next() < 0.3 ? 0 : Math.floor(next() * annualFee),
  };
}

/** Seed card 1 (SEB Classic) as the list reads it, published with the computed example. */
export const SEED_CARD_1 = {
  id: 1,
  version: 3,
  name: 'SEB Classic',
  slug: 'seb-classic-1',
  ...SEED_CARD_BASICS,
  extra_card_fee: 100,
  nominal_rate_min: 15.03,
  nominal_rate_max: 15.03,
  effective_rate: 23.1,
  example_credit_amount: 20000,
  example_term_months: 12,
  example_total_payable: 22308,
  example_monthly_payment: 1834,
  example_updated_on: '2026-11-01',
  is_published: true,
};

/**
 * The seed's rule set of 1 March 2025 (20261129003000_card_rule_problems.sql): every example field required, the caps,
 * no warning. What a published card must have is the rule set's alone (creditRules.ts), so previews are judged by it.
 */
export const RULE_SET_2025: CardRuleSet = {
  valid_from: '2025-03-01',
  interest_margin_pp: 20,
  cost_cap: true,
  required_fields: RULE_FIELDS.filter((field) => field !== 'rate_type'),
  example_tolerance_kr: 1,
  effective_rate_tolerance_pp: 0.1,
  warning_required: false,
  warning_text: null,
};

/** RULE_SET_2025 with a reference rate of 2 % at `now`, as bulk edit and the import get them. */
export const rulesAt = (now: Date) => ({
  now,
  ruleSets: [RULE_SET_2025],
  referenceRates: [{ valid_from: '2025-07-01', rate: 2 }],
});
