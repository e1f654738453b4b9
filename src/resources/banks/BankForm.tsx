import { BooleanInput, SimpleForm, TextInput, required } from 'react-admin';
import { SlugInput } from '../../components/SlugInput';
import { ImageUrlInput } from '../../components/ImageUrlInput';
import { FormToolbar } from '../../components/FormToolbar';
import { GuardedDeleteButton } from '../../components/GuardedDeleteButton';
import { FormGrid, WideField } from '../../components/form/FormGrid';
import { validateBank } from './bankValidation';

// Every rule is in validateBank (a form-level validate replaces the inputs' own); `required` marks the label.
export function BankForm({ canDelete = false }: { canDelete?: boolean }) {
  return (
    <SimpleForm
      validate={validateBank}
      toolbar={<FormToolbar deleteButton={canDelete ? <GuardedDeleteButton target="bank_id" /> : false} />}
    >
      <FormGrid>
        <TextInput source="name" validate={required()} />
        <SlugInput from="name" />
        <TextInput source="org_number" />
        <TextInput source="website_url" />
        <WideField>
          <ImageUrlInput source="logo_url" kind="logo" folder="banks" />
        </WideField>
        <WideField>
          <TextInput source="description" multiline />
        </WideField>
        <BooleanInput source="is_active" />
      </FormGrid>
    </SimpleForm>
  );
}
