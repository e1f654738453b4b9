import { Datagrid, FunctionField, SelectInput, TextField } from 'react-admin';
import { ResponsiveList } from '../ResponsiveList';
import { StatusChip } from '../StatusChipField';
import { DateTimeField } from '../DateFields';
import { formatDateTime } from '../../lib/formatDate';
import { exportCsv } from '../csv';
import { EDITORIAL_STATUSES } from './editorialStatuses';
import { POST_PUBLICATION_STATES, postPublicationState } from '../../lib/publicationState';
import type { Tables } from '../../types/database';
import { BulkDeleteConfirmButton } from '../BulkDeleteConfirmButton';
import { ConditionalBulkUpdateButton } from '../concurrency/ConditionalBulkUpdateButton';
import { AppList } from '../AppList';
import { SearchFilter } from '../SearchFilter';
import { RoleGate } from '../RoleGate';

const filters = [
  <SearchFilter key="q" source="title@ilike" placeholder="app.editorial.search" alwaysOn />,
  // The state the public sees (the computed column publication_state): "Publicerad" once the time has passed.
  <SelectInput
    key="publication_state"
    source="publication_state"
    choices={POST_PUBLICATION_STATES}
    alwaysOn
  />,
];

type EditorialRecord = Tables<'news_articles'> | Tables<'blog_posts'>;

// Publishing, archiving and deleting are the admins' (src/lib/access.ts).
const BulkActions = () => (
  <RoleGate action="bulk_edit">
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
  </RoleGate>
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
        tertiaryText={(r) => <StatusChip choices={POST_PUBLICATION_STATES} value={postPublicationState(r)} />}
      >
        <Datagrid rowClick="edit" bulkActionButtons={<BulkActions />}>
          <TextField source="title" />
          <FunctionField<EditorialRecord>
            source="publication_state"
            sortable={false}
            render={(r) => <StatusChip choices={POST_PUBLICATION_STATES} value={postPublicationState(r)} />}
          />
          <DateTimeField source="published_at" />
          <DateTimeField source="publish_until" />
          <TextField source="author_name" />
        </Datagrid>
      </ResponsiveList>
    </AppList>
  );
}
