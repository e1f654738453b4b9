import {
  BooleanField,
  DateField,
  NumberField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { ChatActions } from './ChatActions';
import { ChatTranscript } from './ChatTranscript';

export function ChatShow() {
  return (
    <Show actions={<ChatActions />} title="Chattsession">
      <SimpleShowLayout>
        <TextField source="visitor_id" label="Besökare" />
        <DateField source="started_at" label="Startad" showTime locales="sv-SE" />
        <TextField source="page_url" label="Sida" />
        <NumberField source="message_count" label="Meddelanden" />
        <NumberField source="rating" label="Betyg" emptyText="–" />
        <TextField source="feedback" label="Återkoppling" emptyText="–" />
        <BooleanField source="flagged" label="Flaggad" />
        <ReferenceManyField
          reference="chat_messages"
          target="session_id"
          label="Konversation"
          sort={{ field: 'created_at', order: 'ASC' }}
          perPage={500}
        >
          <ChatTranscript />
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
