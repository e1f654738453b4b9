import { formValidator, rules, type FormValidate } from '../../lib/formRules';

/** As the table's constraints: a day, a rate from −10 to 50 % and a source (20261128003200_credit_caps.sql). */
export const validateReferenceRate: FormValidate = formValidator('reference_rates', {
  valid_from: [rules.required('resources.reference_rates.validation.valid_from_required')],
  rate: [
    rules.required('resources.reference_rates.validation.rate_required'),
    rules.decimal(-10, 50, 'percent'),
  ],
  source: [rules.required('resources.reference_rates.validation.source_required')],
});
