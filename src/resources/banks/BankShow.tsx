import {
  BooleanField,
  Datagrid,
  EditButton,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { MoneyField } from '../../components/MoneyField';
import { GuardedDeleteButton } from '../../components/GuardedDeleteButton';

const Actions = () => (
  <TopToolbar>
    <EditButton />
    <GuardedDeleteButton target="bank_id" noun="Banken" />
  </TopToolbar>
);

export function BankShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="name" label="Namn" />
        <TextField source="org_number" label="Organisationsnummer" />
        <TextField source="website_url" label="Webbplats" />
        <TextField source="description" label="Beskrivning" />
        <BooleanField source="is_active" label="Aktiv" />
        <ReferenceManyField
          reference="cards"
          target="bank_id"
          label="Kort"
          sort={{ field: 'name', order: 'ASC' }}
        >
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <TextField source="name" label="Namn" />
            <MoneyField source="annual_fee" label="Årsavgift" />
            <BooleanField source="is_published" label="Publicerat" />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
