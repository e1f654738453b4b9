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
import { GuardedDeleteButton } from '../../components/GuardedDeleteButton';

const Actions = () => (
  <TopToolbar>
    <EditButton />
    <GuardedDeleteButton target="network_id" noun="Nätverket" />
  </TopToolbar>
);

export function NetworkShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="name" label="Namn" />
        <TextField source="acceptance_note" label="Acceptans" />
        <ReferenceManyField
          reference="cards"
          target="network_id"
          label="Kort"
          sort={{ field: 'name', order: 'ASC' }}
        >
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <TextField source="name" label="Namn" />
            <BooleanField source="is_published" label="Publicerat" />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
