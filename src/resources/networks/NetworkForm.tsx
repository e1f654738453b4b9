import { SimpleForm, TextInput, required } from 'react-admin';
import { SlugInput } from '../../components/SlugInput';
import { ImageUrlInput } from '../../components/ImageUrlInput';
import { FormToolbar } from '../../components/FormToolbar';
import { GuardedDeleteButton } from '../../components/GuardedDeleteButton';
import { FormGrid, WideField } from '../../components/form/FormGrid';
import { validateNetwork } from './networkValidation';

// Every rule is in validateNetwork (a form-level validate replaces the inputs' own); `required` marks the label.
export function NetworkForm({ canDelete = false }: { canDelete?: boolean }) {
  return (
    <SimpleForm
      validate={validateNetwork}
      toolbar={<FormToolbar deleteButton={canDelete ? <GuardedDeleteButton target="network_id" /> : false} />}
    >
      <FormGrid>
        <TextInput source="name" validate={required()} />
        <SlugInput from="name" />
        <WideField>
          <ImageUrlInput source="logo_url" kind="logo" folder="networks" />
        </WideField>
        <WideField>
          <TextInput source="acceptance_note" multiline />
        </WideField>
      </FormGrid>
    </SimpleForm>
  );
}
