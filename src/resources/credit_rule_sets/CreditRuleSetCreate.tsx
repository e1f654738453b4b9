import { Create } from 'react-admin';
import { CreditRuleSetForm } from './CreditRuleSetForm';
import { RULE_FIELDS } from './creditRuleSetChoices';

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
        // the published-card requirements before the new information fields
        required_fields: RULE_FIELDS.filter((field) => field !== 'rate_type'),
      }}
    >
      <CreditRuleSetForm />
    </Create>
  );
}
