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

const filters = [
  <SearchInput key="q" source="q" placeholder="Sök i meddelanden" alwaysOn />,
  <BooleanInput key="flagged" source="flagged" label="Flaggade" />,
];

const exporter = exportCsv('chattsessioner', {
  id: 'Id',
  visitor_id: 'Besökare',
  started_at: 'Startad',
  last_message_at: 'Senaste meddelande',
  message_count: 'Antal meddelanden',
  rating: 'Betyg',
  flagged: 'Flaggad',
});

interface ChatSessionRecord {
  id: number;
  visitor_id: string;
  started_at: string;
  message_count: number;
  flagged: boolean;
}

export function ChatList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'started_at', order: 'DESC' }}
      exporter={exporter}
      empty={<EmptyState text="Ingen chatthistorik ännu" canCreate={false} />}
      title="Chatthistorik"
    >
      <ResponsiveList<ChatSessionRecord>
        primaryText={(r) => new Date(r.started_at).toLocaleString('sv-SE')}
        secondaryText={(r) => `${r.message_count} meddelanden · ${r.visitor_id}`}
        tertiaryText={(r) => (r.flagged ? 'Flaggad' : '')}
        linkType="show"
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="started_at" label="Startad" showTime locales="sv-SE" />
          <DateField source="last_message_at" label="Senaste meddelande" showTime locales="sv-SE" />
          <NumberField source="message_count" label="Meddelanden" />
          <TextField source="visitor_id" label="Besökare" />
          <NumberField source="rating" label="Betyg" emptyText="–" />
          <BooleanField source="flagged" label="Flaggad" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
