import {
  BooleanField,
  BooleanInput,
  DatagridConfigurable,
  DateField,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { EmptyState } from '../../components/EmptyState';
import { exportCsv } from '../../components/csv';
import { REVIEW_STATUSES } from './reviewStatuses';
import { ReviewBulkActions } from './ReviewBulkActions';

const filters = [
  <SearchInput key="q" source="body@ilike" placeholder="Sök i recensionstext" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={REVIEW_STATUSES} alwaysOn />,
  <SelectInput
    key="rating"
    source="rating"
    label="Betyg"
    choices={[1, 2, 3, 4, 5].map((n) => ({ id: n, name: `${n} av 5` }))}
  />,
  <ReferenceInput key="card" source="card_id" reference="cards" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="Kort" optionText="name" />
  </ReferenceInput>,
  <BooleanInput key="verified" source="is_verified" label="Verifierad" />,
];

const exporter = exportCsv('recensioner', {
  id: 'Id',
  card_id: 'Kort-id',
  rating: 'Betyg',
  title: 'Rubrik',
  body: 'Text',
  author_name: 'Namn',
  status: 'Status',
  rejection_reason: 'Skäl',
  created_at: 'Skapad',
});

interface ReviewRecord {
  id: number;
  title: string | null;
  body: string;
  rating: number;
  status: string;
  author_name: string;
}

export function ReviewList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={exporter}
      empty={<EmptyState text="Inga recensioner ännu" canCreate={false} />}
      title="Recensioner"
    >
      <ResponsiveList<ReviewRecord>
        primaryText={(r) => `${r.rating}/5 · ${r.title ?? r.body.slice(0, 40)}`}
        secondaryText={(r) => r.author_name}
        tertiaryText={(r) => REVIEW_STATUSES.find((s) => s.id === r.status)?.name ?? r.status}
      >
        <DatagridConfigurable rowClick="edit" bulkActionButtons={<ReviewBulkActions />}>
          <DateField source="created_at" label="Inkommen" locales="sv-SE" />
          <ReferenceField source="card_id" reference="cards" label="Kort" link={false}>
            <TextField source="name" />
          </ReferenceField>
          <NumberField source="rating" label="Betyg" />
          <TextField source="title" label="Rubrik" />
          <TextField source="author_name" label="Namn" />
          <BooleanField source="is_verified" label="Verifierad" />
          <SelectField source="status" label="Status" choices={REVIEW_STATUSES} />
        </DatagridConfigurable>
      </ResponsiveList>
    </List>
  );
}
