import { SimpleForm, TextInput, regex, required } from 'react-admin';
import { SlugInput } from '../../components/SlugInput';
import { ImageUrlInput } from '../../components/ImageUrlInput';
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
      <ImageUrlInput
        source="logo_url"
        kind="logo"
        validate={regex(/^https?:\/\//i, 'Adressen måste börja med http:// eller https://')}
      />
      <TextInput source="acceptance_note" multiline fullWidth />
    </SimpleForm>
  );
}
