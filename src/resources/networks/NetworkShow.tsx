import {
  Datagrid,
  EditButton,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { GuardedDeleteButton } from '../../components/GuardedDeleteButton';
import { StatusChipField } from '../../components/StatusChipField';
import { CARD_PUBLICATION } from '../../lib/statuses';

const Actions = () => (
  <TopToolbar>
    <EditButton />
    <GuardedDeleteButton target="network_id" />
  </TopToolbar>
);

export function NetworkShow() {
  return (
    <Show emptyWhileLoading actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="acceptance_note" />
        <ReferenceManyField
          reference="cards"
          target="network_id"
          label="resources.networks.fields.cards"
          sort={{ field: 'name', order: 'ASC' }}
        >
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <TextField source="name" />
            <StatusChipField source="is_published" choices={CARD_PUBLICATION} />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
