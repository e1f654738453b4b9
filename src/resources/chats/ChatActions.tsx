import { useState } from 'react';
import { Button } from '@mui/material';
import {
  Confirm,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { supabaseClient } from '../../providers/supabaseClient';
import { transcriptText } from './transcriptText';
import type { ChatMessage } from './ChatTranscript';

export function ChatActions() {
  const record = useRecordContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [update, { isPending }] = useUpdate();
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;

  const exportTranscript = async () => {
    const { data } = await dataProvider.getManyReference<ChatMessage>('chat_messages', {
      target: 'session_id',
      id: record.id,
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: {},
    });
    const blob = new Blob([transcriptText(record.id, data)], { type: 'text/plain;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `chatt-${record.id}.txt`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const deleteVisitor = async () => {
    setConfirming(false);
    const { data, error } = await supabaseClient.rpc('delete_visitor_chats', {
      p_visitor_id: record.visitor_id,
    });
    if (error) return notify(error.message, { type: 'error' });
    notify(`${data as number} chattsessioner raderades för besökaren`, { type: 'success' });
    redirect('list', 'chats');
  };

  return (
    <TopToolbar>
      <Button
        disabled={isPending}
        onClick={() =>
          update(
            'chats',
            { id: record.id, data: { flagged: !record.flagged }, previousData: record },
            { mutationMode: 'pessimistic', onSuccess: () => refresh() },
          )
        }
      >
        {record.flagged ? 'Ta bort flagga' : 'Flagga'}
      </Button>
      <Button onClick={exportTranscript}>Exportera konversation</Button>
      <Button color="error" onClick={() => setConfirming(true)}>
        Radera besökarens chattar
      </Button>
      <Confirm
        isOpen={confirming}
        title="Radera besökarens chattar"
        content={`Alla chattsessioner för besökaren ${record.visitor_id as string} raderas permanent (GDPR-begäran).`}
        onConfirm={deleteVisitor}
        onClose={() => setConfirming(false)}
        confirm="Radera"
        cancel="Avbryt"
      />
    </TopToolbar>
  );
}
