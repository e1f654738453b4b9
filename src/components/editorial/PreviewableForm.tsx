import type { ReactNode } from 'react';
import { SimpleForm, type ValidateForm } from 'react-admin';
import { FormToolbar } from '../FormToolbar';
import { FormGrid } from '../form/FormGrid';
import { PreviewButton } from './PreviewButton';

/** The form of a text the public reads (a post, a site text): the preview beside save, its fields in the form grid. */
export function PreviewableForm({ validate, children }: { validate: ValidateForm; children: ReactNode }) {
  return (
    <SimpleForm
      validate={validate}
      toolbar={
        <FormToolbar>
          <PreviewButton />
        </FormToolbar>
      }
      warnWhenUnsavedChanges
    >
      <FormGrid>{children}</FormGrid>
    </SimpleForm>
  );
}
