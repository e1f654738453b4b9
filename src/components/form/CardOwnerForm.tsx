import type { ReactNode } from 'react';
import { SimpleForm, useResourceContext, type ValidateForm } from 'react-admin';
import { FormToolbar } from '../FormToolbar';
import { GuardedDeleteButton } from '../GuardedDeleteButton';
import { NameAndSlug } from '../SlugInput';
import { FormGrid, WideField } from './FormGrid';
import { ImageUrlInput } from '../ImageUrlInput';

interface CardOwnerFormProps {
  /** The form-level rules (they replace the inputs' own; `required` only marks a label). */
  validate: ValidateForm;
  /** The cards' column that points at the record: delete is refused while cards use it. */
  target: 'bank_id' | 'network_id';
  canDelete: boolean;
  /** The record's fields after its name and slug (its logo among them: LogoInput). */
  children: ReactNode;
}

/**
 * The form of a record cards belong to (a bank, a network), the edit side of CardOwnerShow: name and slug, the
 * record's own fields (its logo among them), and a delete button (edit only) that is refused while cards use the record.
 */
export function CardOwnerForm({ validate, target, canDelete, children }: CardOwnerFormProps) {
  return (
    <SimpleForm
      validate={validate}
      toolbar={<FormToolbar deleteButton={canDelete ? <GuardedDeleteButton target={target} /> : false} />}
    >
      <FormGrid>
        <NameAndSlug source="name" />
        {children}
      </FormGrid>
    </SimpleForm>
  );
}

/** The logo picture of a bank or a network, on a row of its own, stored in the resource's folder. */
export function LogoInput() {
  const folder = useResourceContext() as 'banks' | 'networks';
  return (
    <WideField>
      <ImageUrlInput source="logo_url" kind="logo" folder={folder} />
    </WideField>
  );
}
