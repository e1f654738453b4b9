import { BooleanInput, SimpleForm, TextInput, regex, required } from 'react-admin';
import { SlugInput } from '../../components/SlugInput';
import { ImageUrlInput } from '../../components/ImageUrlInput';
import { FormToolbar } from '../../components/FormToolbar';
import { GuardedDeleteButton } from '../../components/GuardedDeleteButton';

const url = regex(/^https?:\/\//i, 'Adressen måste börja med http:// eller https://');

export function BankForm({ canDelete = false }: { canDelete?: boolean }) {
  return (
    <SimpleForm
      toolbar={
        <FormToolbar>{canDelete ? <GuardedDeleteButton target="bank_id" noun="Banken" /> : null}</FormToolbar>
      }
    >
      <TextInput source="name" validate={required('Ange bankens namn')} />
      <SlugInput from="name" />
      <TextInput
        source="org_number"
        validate={regex(/^[0-9]{6}-[0-9]{4}$/, 'Skriv organisationsnumret som NNNNNN-NNNN')}
      />
      <TextInput source="website_url" validate={url} fullWidth />
      <ImageUrlInput source="logo_url" kind="logo" validate={url} />
      <TextInput source="description" multiline fullWidth />
      <BooleanInput source="is_active" />
    </SimpleForm>
  );
}
