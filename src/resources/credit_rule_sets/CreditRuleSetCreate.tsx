import { Create } from 'react-admin';
import { CreditRuleSetForm } from './CreditRuleSetForm';

/** A new rule set starts from the column defaults: the published-card requirements of 2025, both caps. */
export function CreditRuleSetCreate() {
  return (
    <Create
      redirect="list"
      record={{
        cost_cap: true,
        interest_margin_pp: 20,
        warning_required: false,
        example_tolerance_kr: 1,
        effective_rate_tolerance_pp: 0.1,
        required_fields: [
          'effective_rate',
          'nominal_rate_min',
          'example_credit_amount',
          'example_term_months',
          'example_total_payable',
          'example_monthly_payment',
          'example_updated_on',
        ],
      }}
    >
      <CreditRuleSetForm />
    </Create>
  );
}
