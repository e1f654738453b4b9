import { SimpleForm, TextInput, regex, required } from 'react-admin';
import { SlugInput } from '../../components/SlugInput';
import { FormToolbar } from '../../components/FormToolbar';
import { GuardedDeleteButton } from '../../components/GuardedDeleteButton';

export function NetworkForm({ canDelete = false }: { canDelete?: boolean }) {
  return (
    <SimpleForm
      toolbar={
        <FormToolbar>
          {canDelete ? <GuardedDeleteButton target="network_id" noun="Nätverket" /> : null}
        </FormToolbar>
      }
    >
      <TextInput source="name" validate={required('Ange nätverkets namn')} />
      <SlugInput from="name" />
      <TextInput
        source="logo_url"
        validate={regex(/^https?:\/\//i, 'Adressen måste börja med http:// eller https://')}
        fullWidth
      />
      <TextInput source="acceptance_note" multiline fullWidth />
    </SimpleForm>
  );
}
