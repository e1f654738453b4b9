import { formValidator, rules, type FormValidate } from '../../lib/formRules';

/** The card fields a rule set may require (private.card_rule_fields). */
export const RULE_FIELDS = [
  'effective_rate',
  'nominal_rate_min',
  'example_credit_amount',
  'example_term_months',
  'example_total_payable',
  'example_monthly_payment',
  'example_updated_on',
  'rate_type',
];
/** The same, labelled as the card form labels them. */
export const RULE_FIELD_CHOICES = RULE_FIELDS.map((id) => ({ id, name: `resources.cards.fields.${id}` }));

const warningWhenRequired = (value: unknown, values: Record<string, unknown>) =>
  values.warning_required && (typeof value !== 'string' || value.trim() === '')
    ? 'resources.credit_rule_sets.validation.warning_text_required'
    : undefined;

/** As the table's constraints (20261128003200_credit_caps.sql, 20261129003000_card_rule_problems.sql). */
export const validateCreditRuleSet: FormValidate = formValidator('credit_rule_sets', {
  valid_from: [rules.required('resources.credit_rule_sets.validation.valid_from_required')],
  name: [rules.required('app.validation.title_required')],
  legal_source: [rules.required('resources.credit_rule_sets.validation.legal_source_required')],
  interest_margin_pp: [rules.decimal(0, 100, 'percent')],
  example_tolerance_kr: [rules.required('ra.validation.required'), rules.decimal(0, 100, 'kronor')],
  effective_rate_tolerance_pp: [rules.required('ra.validation.required'), rules.decimal(0, 5, 'percent')],
  warning_text: [warningWhenRequired],
});
