import { useState } from 'react';
import { Button } from '@mui/material';
import {
  Confirm,
  DeleteWithConfirmButton,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { transcriptText } from './transcriptText';
import type { ChatMessage } from './chatRoles';

export function ChatActions() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
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
    const blob = new Blob([transcriptText(translate, record.id, data)], { type: 'text/plain;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `chatt-${record.id}.txt`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const deleteVisitor = async () => {
    setConfirming(false);
    try {
      const deleted = await dataProvider.deleteVisitorChats(record.visitor_id);
      notify('resources.chats.message.erased', { type: 'success', messageArgs: { smart_count: deleted } });
      redirect('list', 'chats');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <TopToolbar
      sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'normal', flexShrink: 1, minWidth: 0 } }}
    >
      <Button
        disabled={isPending}
        onClick={() =>
          update(
            'chats',
            { id: record.id, data: { flagged: !record.flagged }, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => refresh(),
              // A conflict names who changed the chat first; the page then shows it as it now is.
              onError: (error) => {
                notify((error as Error).message, { type: 'error' });
                refresh();
              },
            },
          )
        }
      >
        {translate(record.flagged ? 'resources.chats.action.unflag' : 'resources.chats.action.flag')}
      </Button>
      <Button onClick={exportTranscript}>{translate('resources.chats.action.export')}</Button>
      <Button color="error" onClick={() => setConfirming(true)}>
        {translate('resources.chats.action.erase')}
      </Button>
      <DeleteWithConfirmButton mutationMode="pessimistic" />
      <Confirm
        isOpen={confirming}
        title="resources.chats.message.erase_title"
        content="resources.chats.message.erase_content"
        translateOptions={{ visitor: record.visitor_id }}
        onConfirm={deleteVisitor}
        onClose={() => setConfirming(false)}
        confirm="resources.chats.action.erase_confirm"
      />
    </TopToolbar>
  );
}
