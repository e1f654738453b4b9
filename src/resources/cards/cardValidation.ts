import type { ValidationErrorMessage } from 'react-admin';
import { formValidator } from '../../lib/formRules';
import { CARD_FIELD_RULES } from './cardFields';
import { untilAfterFrom } from '../../lib/publicationState';
import type { ReferenceRate } from '../../lib/creditCaps';
import { cardRuleProblems, judgedWrite, type CardRuleSet } from './creditRules';

export interface CardValues {
  is_published?: boolean;
  annual_fee?: number | null;
  setup_fee?: number | null;
  invoice_fee?: number | null;
  effective_rate?: number | null;
  nominal_rate_min?: number | null;
  nominal_rate_max?: number | null;
  credit_limit_min?: number | null;
  credit_limit_max?: number | null;
  example_credit_amount?: number | null;
  example_term_months?: number | null;
  example_total_payable?: number | null;
  example_monthly_payment?: number | null;
  example_updated_on?: string | null;
  highlights?: string[] | null;
  publish_from?: string | null;
  publish_until?: string | null;
  rate_type?: string | null;
  credit_warning?: string | null;
}

const missing = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Rules over several fields: the same as the database's CHECK constraints on credit_cards. What a published card
 * must have is the rule set's alone (validateCardRules, creditRules.ts), as the database's publish check.
 */
export function validateCardCombinations(values: CardValues): Record<string, ValidationErrorMessage> {
  const errors: Record<string, ValidationErrorMessage> = {};
  if (!missing(values.nominal_rate_min) && !missing(values.nominal_rate_max)) {
    if (Number(values.nominal_rate_min) > Number(values.nominal_rate_max)) {
      errors.nominal_rate_max = 'app.validation.card.nominal_rate_order';
    }
  }
  if (!missing(values.credit_limit_min) && !missing(values.credit_limit_max)) {
    if (Number(values.credit_limit_min) > Number(values.credit_limit_max)) {
      errors.credit_limit_max = 'app.validation.card.credit_limit_order';
    }
  }
  if (!missing(values.example_total_payable) && !missing(values.example_credit_amount)) {
    if (Number(values.example_total_payable) < Number(values.example_credit_amount)) {
      errors.example_total_payable = 'app.validation.card.total_below_amount';
    }
  }
  if ((values.highlights?.length ?? 0) > 3) errors.highlights = 'app.validation.card.highlights_max';
  // As credit_cards_publish_until_after_from.
  if (!untilAfterFrom(values.publish_from, values.publish_until)) {
    errors.publish_until = 'app.validation.publish_until_after_from';
  }
  return errors;
}

/** Every rule of the card form, each on its field (see src/lib/formRules.ts for why they live in one place). */
export const validateCard = formValidator('credit_cards', CARD_FIELD_RULES, (values) =>
  validateCardCombinations(values as CardValues),
);

/**
 * The rule set valid when the public will see the card (now, or publish_from if later; src/resources/cards/creditRules.ts, as
 * the database's credit_cards_within_caps trigger judges a published card when it is written): each problem on its
 * field, and the publish switch marked. A draft is not judged.
 */
export function validateCardRules(
  values: CardValues,
  now: Date,
  ruleSets: readonly CardRuleSet[],
  referenceRates: readonly ReferenceRate[],
): Record<string, ValidationErrorMessage> {
  if (!values.is_published) return {};
  const from = values.publish_from ? new Date(values.publish_from) : null;
  const at = from && !Number.isNaN(from.getTime()) && from > now ? from : now;
  const errors: Record<string, ValidationErrorMessage> = {};
  for (const problem of cardRuleProblems(values, at, ruleSets, referenceRates)) {
    errors[problem.field] ??= problem.args
      ? { message: problem.message, args: problem.args }
      : problem.message;
  }
  if (Object.keys(errors).length > 0) errors.is_published = 'app.validation.card.rules_publish';
  return errors;
}

/** The rule sets and reference rates a preview judges by, and its moment. */
export interface CreditRuleContext {
  now: Date;
  ruleSets: readonly CardRuleSet[];
  referenceRates: readonly ReferenceRate[];
}

/**
 * Every rule of the form for a card written from `before` to `after` (bulk edit, import): validateCard, and the
 * rule set when the database's publish check would judge the write (judgedWrite), each problem on its field.
 */
export function validateCardWrite(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  rules?: CreditRuleContext,
): Record<string, ValidationErrorMessage> {
  const errors = validateCard(after);
  if (rules && judgedWrite(before, after)) {
    const ruled = validateCardRules(after as CardValues, rules.now, rules.ruleSets, rules.referenceRates);
    for (const [field, message] of Object.entries(ruled)) errors[field] ??= message;
  }
  return errors;
}
