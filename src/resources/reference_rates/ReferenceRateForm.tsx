import { SimpleForm, TextInput } from 'react-admin';
import { SwedishDateInput } from '../../components/SwedishDateInputs';
import { FormGrid, WideField } from '../../components/form/FormGrid';
import { DecimalInput } from '../cards/DecimalInput';
import { validateReferenceRate } from './referenceRateValidation';

/** A reference rate: from which day (the first of a half-year), the rate and where it was read. */
export function ReferenceRateForm() {
  return (
    <SimpleForm validate={validateReferenceRate} warnWhenUnsavedChanges>
      <FormGrid>
        <SwedishDateInput source="valid_from" helperText="resources.reference_rates.helpers.valid_from" />
        <DecimalInput source="rate" />
        <WideField>
          <TextInput source="source" fullWidth helperText="resources.reference_rates.helpers.source" />
        </WideField>
      </FormGrid>
    </SimpleForm>
  );
}
