import { Datagrid, SelectInput, TextField } from 'react-admin';
import { ResponsiveList } from '../ResponsiveList';
import { StatusChip, StatusChipField } from '../StatusChipField';
import { DateTimeField } from '../DateFields';
import { formatDateTime } from '../../lib/formatDate';
import { exportCsv } from '../csv';
import { EDITORIAL_STATUSES } from './editorialStatuses';
import type { Tables } from '../../types/database';
import { BulkDeleteConfirmButton } from '../BulkDeleteConfirmButton';
import { ConditionalBulkUpdateButton } from '../concurrency/ConditionalBulkUpdateButton';
import { AppList } from '../AppList';
import { SearchFilter } from '../SearchFilter';

const filters = [
  <SearchFilter key="q" source="title@ilike" placeholder="app.editorial.search" alwaysOn />,
  <SelectInput key="status" source="status" choices={EDITORIAL_STATUSES} alwaysOn />,
];

type EditorialRecord = Tables<'news_articles'> | Tables<'blog_posts'>;

const BulkActions = () => (
  <>
    <ConditionalBulkUpdateButton
      label="app.editorial.publish"
      confirmTitle="app.editorial.publish_title"
      confirmContent="app.editorial.publish_content"
      data={{ status: 'published', published_at: new Date().toISOString() }}
      mutationMode="pessimistic"
    />
    <ConditionalBulkUpdateButton
      label="app.editorial.archive"
      confirmTitle="app.editorial.archive_title"
      confirmContent="app.editorial.archive_content"
      data={{ status: 'archived' }}
      mutationMode="pessimistic"
    />
    <BulkDeleteConfirmButton />
  </>
);

export function EditorialList({ filename }: { filename: string }) {
  return (
    <AppList
      filters={filters}
      sort={{ field: 'published_at', order: 'DESC' }}
      exporter={exportCsv<EditorialRecord>(
        filename,
        ['title', 'slug', 'status', 'published_at', 'author_name'],
        { labels: { status: EDITORIAL_STATUSES } },
      )}
    >
      <ResponsiveList<EditorialRecord>
        primaryText={(r) => r.title}
        secondaryText={(r) => formatDateTime(r.published_at)}
        tertiaryText={(r) => <StatusChip choices={EDITORIAL_STATUSES} value={r.status} />}
      >
        <Datagrid rowClick="edit" bulkActionButtons={<BulkActions />}>
          <TextField source="title" />
          <StatusChipField source="status" choices={EDITORIAL_STATUSES} />
          <DateTimeField source="published_at" />
          <TextField source="author_name" />
        </Datagrid>
      </ResponsiveList>
    </AppList>
  );
}
