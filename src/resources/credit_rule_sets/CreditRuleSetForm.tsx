import { BooleanInput, CheckboxGroupInput, TextInput } from 'react-admin';
import { WideField } from '../../components/form/FormGrid';
import { ValidFromForm } from '../../components/form/ValidFromForm';
import { DecimalInput } from '../cards/DecimalInput';
import { RULE_FIELD_CHOICES, validateCreditRuleSet } from './creditRuleSetChoices';

/** A rule set: from which day, its legal source, the fields it requires, the example's tolerances, caps, warning. */
export function CreditRuleSetForm() {
  return (
    <ValidFromForm
      validate={validateCreditRuleSet}
      validFromHelper="resources.credit_rule_sets.helpers.valid_from"
    >
      <TextInput source="name" />
      <WideField>
        <TextInput source="legal_source" fullWidth />
      </WideField>
      <DecimalInput source="interest_margin_pp" />
      <BooleanInput source="cost_cap" />
      <DecimalInput source="example_tolerance_kr" />
      <DecimalInput source="effective_rate_tolerance_pp" />
      <WideField>
        <CheckboxGroupInput source="required_fields" choices={RULE_FIELD_CHOICES} />
      </WideField>
      <BooleanInput source="warning_required" />
      <WideField>
        <TextInput source="warning_text" fullWidth />
      </WideField>
    </ValidFromForm>
  );
}
