import {
  BooleanField,
  Datagrid,
  EditButton,
  NumberField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { SEK_FORMAT } from '../../lib/numberFormats';
import { GuardedDeleteButton } from '../../components/GuardedDeleteButton';
import { StatusChipField } from '../../components/StatusChipField';
import { CARD_PUBLICATION } from '../../lib/statuses';

const Actions = () => (
  <TopToolbar>
    <EditButton />
    <GuardedDeleteButton target="bank_id" />
  </TopToolbar>
);

export function BankShow() {
  return (
    <Show emptyWhileLoading actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="org_number" />
        <TextField source="website_url" />
        <TextField source="description" />
        <BooleanField source="is_active" />
        <ReferenceManyField
          reference="cards"
          target="bank_id"
          label="resources.banks.fields.cards"
          sort={{ field: 'name', order: 'ASC' }}
        >
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <TextField source="name" />
            <NumberField source="annual_fee" locales="sv-SE" options={SEK_FORMAT} emptyText="–" />
            <StatusChipField source="is_published" choices={CARD_PUBLICATION} />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
