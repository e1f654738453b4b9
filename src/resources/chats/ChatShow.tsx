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
    <Show emptyWhileLoading actions={<ChatActions />}>
      <SimpleShowLayout>
        <TextField source="visitor_id" />
        <DateField source="started_at" showTime locales="sv-SE" />
        <TextField source="page_url" />
        <NumberField source="message_count" />
        <NumberField source="rating" emptyText="–" />
        <TextField source="feedback" emptyText="–" />
        <BooleanField source="flagged" />
        <ReferenceManyField
          reference="chat_messages"
          target="session_id"
          label="resources.chats.fields.messages"
          sort={{ field: 'created_at', order: 'ASC' }}
          perPage={500}
        >
          <ChatTranscript />
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
