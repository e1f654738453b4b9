import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  TextField,
} from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { EmptyState } from '../../components/EmptyState';
import { exportCsv } from '../../components/csv';
import type { Tables } from '../../types/database';

const filters = [
  <SearchInput key="q" source="q" placeholder="Sök i meddelanden" alwaysOn />,
  <BooleanInput key="flagged" source="flagged" />,
];

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
    <List
      filters={filters}
      sort={{ field: 'started_at', order: 'DESC' }}
      exporter={exporter}
      empty={<EmptyState canCreate={false} />}
    >
      <ResponsiveList<Tables<'chat_sessions'>>
        primaryText={(r) => new Date(r.started_at).toLocaleString('sv-SE')}
        secondaryText={(r) => `${r.message_count} meddelanden · ${r.visitor_id}`}
        tertiaryText={(r) => (r.flagged ? 'Flaggad' : '')}
        linkType="show"
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="started_at" showTime locales="sv-SE" />
          <DateField source="last_message_at" showTime locales="sv-SE" />
          <NumberField source="message_count" />
          <TextField source="visitor_id" />
          <NumberField source="rating" emptyText="–" />
          <BooleanField source="flagged" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
