import {
  BooleanField,
  NumberField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { DateTimeField } from '../../components/DateFields';
import { ChatActions } from './ChatActions';
import { ChatTranscript } from './ChatTranscript';

export function ChatShow() {
  return (
    <Show emptyWhileLoading actions={<ChatActions />}>
      <SimpleShowLayout>
        <TextField source="visitor_id" />
        <DateTimeField source="started_at" />
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
