import { TextInput } from 'react-admin';
import { WideField } from '../../components/form/FormGrid';
import { ValidFromForm } from '../../components/form/ValidFromForm';
import { DecimalInput } from '../cards/DecimalInput';
import { validateReferenceRate } from './referenceRateValidation';

/** A reference rate: from which day (the first of a half-year), the rate and where it was read. */
export function ReferenceRateForm() {
  return (
    <ValidFromForm
      validate={validateReferenceRate}
      validFromHelper="resources.reference_rates.helpers.valid_from"
    >
      <DecimalInput source="rate" />
      <WideField>
        <TextInput source="source" fullWidth helperText="resources.reference_rates.helpers.source" />
      </WideField>
    </ValidFromForm>
  );
}
