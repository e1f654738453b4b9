import {
  BulkDeleteButton,
  BulkUpdateButton,
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { ResponsiveList } from '../ResponsiveList';
import { EmptyState } from '../EmptyState';
import { exportCsv } from '../csv';
import { EDITORIAL_STATUSES } from './editorialStatuses';

const filters = [
  <SearchInput key="q" source="title@ilike" placeholder="Sök rubrik" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={EDITORIAL_STATUSES} alwaysOn />,
];

interface EditorialRecord {
  id: number;
  title: string;
  status: string;
  published_at: string | null;
}

const BulkActions = () => (
  <>
    <BulkUpdateButton
      label="Publicera"
      data={{ status: 'published', published_at: new Date().toISOString() }}
      mutationMode="pessimistic"
    />
    <BulkUpdateButton label="Arkivera" data={{ status: 'archived' }} mutationMode="pessimistic" />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

export function EditorialList({
  title,
  filename,
  emptyText,
}: {
  title: string;
  filename: string;
  emptyText: string;
}) {
  return (
    <List
      filters={filters}
      sort={{ field: 'published_at', order: 'DESC' }}
      exporter={exportCsv(filename, {
        title: 'Rubrik',
        slug: 'Slug',
        status: 'Status',
        published_at: 'Publicerad',
        author_name: 'Författare',
      })}
      empty={<EmptyState text={emptyText} />}
      title={title}
    >
      <ResponsiveList<EditorialRecord>
        primaryText={(r) => r.title}
        secondaryText={(r) => EDITORIAL_STATUSES.find((s) => s.id === r.status)?.name ?? r.status}
        tertiaryText={(r) => (r.published_at ? new Date(r.published_at).toLocaleDateString('sv-SE') : '')}
      >
        <Datagrid rowClick="edit" bulkActionButtons={<BulkActions />}>
          <TextField source="title" label="Rubrik" />
          <SelectField source="status" label="Status" choices={EDITORIAL_STATUSES} />
          <DateField source="published_at" label="Publicerad" showTime locales="sv-SE" emptyText="–" />
          <TextField source="author_name" label="Författare" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
