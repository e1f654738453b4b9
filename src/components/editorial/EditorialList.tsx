import {
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
import type { Tables } from '../../types/database';
import { BulkDeleteConfirmButton } from '../BulkDeleteConfirmButton';

const filters = [
  <SearchInput key="q" source="title@ilike" placeholder="Sök rubrik" alwaysOn />,
  <SelectInput key="status" source="status" choices={EDITORIAL_STATUSES} alwaysOn />,
];

type EditorialRecord = Tables<'news_articles'> | Tables<'blog_posts'>;

const BulkActions = () => (
  <>
    <BulkUpdateButton
      label="app.editorial.publish"
      data={{ status: 'published', published_at: new Date().toISOString() }}
      mutationMode="pessimistic"
    />
    <BulkUpdateButton
      label="app.editorial.archive"
      data={{ status: 'archived' }}
      mutationMode="pessimistic"
    />
    <BulkDeleteConfirmButton />
  </>
);

export function EditorialList({ filename }: { filename: string }) {
  return (
    <List
      filters={filters}
      sort={{ field: 'published_at', order: 'DESC' }}
      exporter={exportCsv<EditorialRecord>(filename, [
        'title',
        'slug',
        'status',
        'published_at',
        'author_name',
      ])}
      empty={<EmptyState />}
    >
      <ResponsiveList<EditorialRecord>
        primaryText={(r) => r.title}
        secondaryText={(r) => EDITORIAL_STATUSES.find((s) => s.id === r.status)?.name ?? r.status}
        tertiaryText={(r) => (r.published_at ? new Date(r.published_at).toLocaleDateString('sv-SE') : '')}
      >
        <Datagrid rowClick="edit" bulkActionButtons={<BulkActions />}>
          <TextField source="title" />
          <SelectField source="status" choices={EDITORIAL_STATUSES} />
          <DateField source="published_at" showTime locales="sv-SE" emptyText="–" />
          <TextField source="author_name" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
