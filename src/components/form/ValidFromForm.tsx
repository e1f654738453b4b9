import type { ReactNode } from 'react';
import { SimpleForm, type ValidateForm } from 'react-admin';
import { SwedishDateInput } from '../SwedishDateInputs';
import { FormGrid } from './FormGrid';

/**
 * The form of a dated set (a reference rate, a credit rule set): the day it applies from, with its hint, then its
 * own fields in the form grid.
 */
export function ValidFromForm({
  validate,
  validFromHelper,
  children,
}: {
  validate: ValidateForm;
  validFromHelper: string;
  children: ReactNode;
}) {
  return (
    <SimpleForm validate={validate} warnWhenUnsavedChanges>
      <FormGrid>
        <SwedishDateInput source="valid_from" helperText={validFromHelper} />
        {children}
      </FormGrid>
    </SimpleForm>
  );
}
