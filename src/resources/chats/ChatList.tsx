import { BooleanField, BooleanInput, Datagrid, NumberField, TextField } from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { DateTimeField } from '../../components/DateFields';
import { StatusChip } from '../../components/StatusChipField';
import { formatDateTime } from '../../lib/formatDate';
import type { StatusChoice } from '../../lib/statuses';
import { exportCsv } from '../../components/csv';
import type { Tables } from '../../types/database';
import { AppList } from '../../components/AppList';
import { SearchFilter } from '../../components/SearchFilter';

const filters = [
  <SearchFilter key="q" source="q" placeholder="resources.chats.search" alwaysOn />,
  <BooleanInput key="flagged" source="flagged" />,
];

const FLAGGED: StatusChoice[] = [{ id: true, name: 'resources.chats.fields.flagged', color: 'warning' }];

const exporter = exportCsv<Tables<'chat_sessions'>>('chattsessioner', [
  'id',
  'visitor_id',
  'started_at',
  'last_message_at',
  'message_count',
  'rating',
  'flagged',
]);

export function ChatList() {
  return (
    <AppList filters={filters} sort={{ field: 'started_at', order: 'DESC' }} exporter={exporter}>
      <ResponsiveList<Tables<'chat_sessions'>>
        primaryText={(r) => formatDateTime(r.started_at)}
        secondaryText={(r) => `${r.message_count} meddelanden · ${r.visitor_id}`}
        tertiaryText={(r) => (r.flagged ? <StatusChip choices={FLAGGED} value /> : null)}
        linkType="show"
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateTimeField source="started_at" />
          <DateTimeField source="last_message_at" />
          <NumberField source="message_count" />
          <TextField source="visitor_id" />
          <NumberField source="rating" emptyText="–" />
          <BooleanField source="flagged" />
        </Datagrid>
      </ResponsiveList>
    </AppList>
  );
}
