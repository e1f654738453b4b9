/**
 * The rules a published card must satisfy on a date, the TypeScript twin of private.card_rule_problems
 * (supabase/migrations/20261129003000_card_rule_problems.sql): the same problems, in the same order, on the same
 * fields (compared on random cards and dates in tests/integration/creditCaps.test.ts). The rule set of a moment is
 * the one with the latest valid_from on or before its day in Sweden; before the first, the earliest set's fields
 * and example checks apply without caps or warning. The form, bulk edit and the price-list import call it.
 */
import { RULED_COLUMNS } from './cardFields';
import { computeExample } from './exampleFigures';
import {
  cardCapProblems,
  swedishDay,
  validOn,
  type CappedCard,
  type CreditRuleSet,
  type ReferenceRate,
} from '../../lib/creditCaps';

/** A rule set as the table holds it (the columns the rules read). */
export interface CardRuleSet extends CreditRuleSet {
  required_fields: readonly string[];
  example_tolerance_kr: number;
  effective_rate_tolerance_pp: number;
  warning_required: boolean;
  warning_text: string | null;
}

export interface RuledCard extends CappedCard {
  effective_rate?: number | null;
  example_term_months?: number | null;
  example_monthly_payment?: number | null;
  example_updated_on?: string | null;
  annual_fee?: number | null;
  setup_fee?: number | null;
  invoice_fee?: number | null;
  rate_type?: string | null;
  credit_warning?: string | null;
}

export type RuleCode =
  | 'published_requires_example'
  | 'published_requires_information'
  | 'example_monthly_payment_consistent'
  | 'example_total_payable_consistent'
  | 'effective_rate_consistent'
  | 'interest_cap'
  | 'cost_cap'
  | 'credit_warning_required';

export interface RuleProblem {
  code: RuleCode;
  field: string;
  /** i18n key of the Swedish message */
  message: string;
  args?: Record<string, string | number>;
}

/** The i18n key of a missing required field's message. */
const REQUIRED_MESSAGES: Record<string, string> = {
  effective_rate: 'app.validation.card.effective_rate_to_publish',
  nominal_rate_min: 'app.validation.card.nominal_rate_to_publish',
  example_credit_amount: 'app.validation.card.credit_amount_to_publish',
  example_term_months: 'app.validation.card.term_to_publish',
  example_total_payable: 'app.validation.card.total_to_publish',
  example_monthly_payment: 'app.validation.card.monthly_to_publish',
  example_updated_on: 'app.validation.card.example_date_to_publish',
  rate_type: 'app.validation.card.rate_type_to_publish',
};

const missing = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const num = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value))
    ? null
    : Number(value);

const swedishNumber = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });
const sv = (value: number) => swedishNumber.format(value);
/** Lower case with single spaces, as the SQL compares the warning. */
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
/** Float noise allowed on top of a tolerance (the same in SQL). */
const SLACK = 1e-9;

/** The representative example's stated figures against the computed ones, within the rule set's tolerances. */
function exampleProblems(card: RuledCard, rules: CardRuleSet): RuleProblem[] {
  const amount = num(card.example_credit_amount);
  const months = num(card.example_term_months);
  const nominal = num(card.nominal_rate_min);
  const fees = [num(card.setup_fee) ?? 0, num(card.invoice_fee) ?? 0, num(card.annual_fee) ?? 0];
  if (amount === null || months === null || nominal === null) return [];
  if (!(amount > 0 && months >= 1 && months <= 360 && nominal >= 0 && nominal <= 100)) return [];
  if (fees.some((fee) => fee < 0)) return [];
  const [setupFee, invoiceFee, annualFee] = fees;
  const computed = computeExample({
    creditAmount: amount,
    termMonths: months,
    nominalRate: nominal,
    setupFee,
    invoiceFee,
    annualFee,
  });
  const problems: RuleProblem[] = [];
  const kronor = Number(rules.example_tolerance_kr);
  const stated = (
    field: 'example_monthly_payment' | 'example_total_payable',
    value: number,
    code: RuleCode,
    message: string,
  ) => {
    const given = num(card[field]);
    if (given !== null && Math.abs(given - value) > kronor + SLACK)
      problems.push({
        code,
        field,
        message,
        args: { value: `${sv(Math.round(value))} kr`, tolerance: sv(kronor) },
      });
  };
  stated(
    'example_monthly_payment',
    computed.monthlyPayment,
    'example_monthly_payment_consistent',
    'app.validation.card.example_monthly_mismatch',
  );
  stated(
    'example_total_payable',
    computed.totalPayable,
    'example_total_payable_consistent',
    'app.validation.card.example_total_mismatch',
  );
  const effective = num(card.effective_rate);
  const points = Number(rules.effective_rate_tolerance_pp);
  if (effective !== null) {
    if (computed.effectiveRate === null)
      problems.push({
        code: 'effective_rate_consistent',
        field: 'effective_rate',
        message: 'app.validation.card.example_rate_none',
      });
    else if (Math.abs(effective - computed.effectiveRate) > points + SLACK)
      problems.push({
        code: 'effective_rate_consistent',
        field: 'effective_rate',
        message: 'app.validation.card.example_rate_mismatch',
        args: {
          value: `${computed.effectiveRate.toLocaleString('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`,
          tolerance: sv(points),
        },
      });
  }
  return problems;
}

/** What `card` breaks under the rules valid at `at` (as if it were published then), as the SQL answers. */
export function cardRuleProblems(
  card: RuledCard,
  at: Date,
  ruleSets: readonly CardRuleSet[],
  referenceRates: readonly ReferenceRate[],
): RuleProblem[] {
  const inForce = validOn(ruleSets, swedishDay(at));
  const rules =
    inForce ?? [...ruleSets].sort((a, b) => (a.valid_from < b.valid_from ? -1 : 1)).find(() => true);
  if (!rules) return [];
  const problems: RuleProblem[] = [];
  const values = card as Record<string, unknown>;
  for (const field of rules.required_fields) {
    if (missing(values[field]))
      problems.push({
        code: field === 'rate_type' ? 'published_requires_information' : 'published_requires_example',
        field,
        message: REQUIRED_MESSAGES[field] ?? 'ra.validation.required',
      });
  }
  problems.push(...exampleProblems(card, rules));
  if (!inForce) return problems;
  const numeric: CappedCard = {
    nominal_rate_min: num(card.nominal_rate_min),
    nominal_rate_max: num(card.nominal_rate_max),
    example_credit_amount: num(card.example_credit_amount),
    example_total_payable: num(card.example_total_payable),
  };
  problems.push(...cardCapProblems(numeric, at, [inForce], referenceRates));
  if (
    inForce.warning_required &&
    !normalized(card.credit_warning ?? '').includes(normalized(inForce.warning_text ?? ''))
  ) {
    problems.push({
      code: 'credit_warning_required',
      field: 'credit_warning',
      message: 'app.validation.card.credit_warning_to_publish',
      args: { warning: (inForce.warning_text ?? '').trim() },
    });
  }
  return problems;
}

/**
 * Whether the database judges a write from `before` to `after` by the rules (as the trigger decides): a published
 * card that is new, becomes published or changes a column the rules read.
 */
export function judgedWrite(before: Record<string, unknown> | null, after: Record<string, unknown>): boolean {
  if (!after.is_published) return false;
  if (!before || !before.is_published) return true;
  return RULED_COLUMNS.some((field) => (before[field] ?? null) !== (after[field] ?? null));
}
