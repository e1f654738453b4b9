import { BooleanField, BooleanInput, NumberField, TextField } from 'react-admin';
import { DateTimeField } from '../../components/DateFields';
import { StatusChip } from '../../components/StatusChipField';
import type { StatusChoice } from '../../lib/statuses';
import { exportCsv } from '../../components/csv';
import type { Tables } from '../../types/database';
import { LogList } from '../../components/lists/LogList';
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
    <LogList<Tables<'chat_sessions'>>
      timeSource="started_at"
      filters={filters}
      exporter={exporter}
      secondaryText={(r) => `${r.message_count} meddelanden · ${r.visitor_id}`}
      tertiaryText={(r) => (r.flagged ? <StatusChip choices={FLAGGED} value /> : null)}
    >
      <DateTimeField source="last_message_at" />
      <NumberField source="message_count" />
      <TextField source="visitor_id" />
      <NumberField source="rating" emptyText="–" />
      <BooleanField source="flagged" />
    </LogList>
  );
}
