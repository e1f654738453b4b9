import { Box, Paper, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ROLE_KEYS, type ChatMessage } from './chatRoles';
import { formatDateTime } from '../../lib/formatDate';

/** The conversation, read-only; message text is rendered as plain text, never as HTML. */
export function ChatTranscript() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<ChatMessage>();
  if (isPending) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="chat-transcript">
      {data?.map((message) => (
        <Box
          key={message.id}
          sx={{ display: 'flex', justifyContent: message.role === 'user' ? 'flex-end' : 'flex-start' }}
        >
          <Paper
            variant="outlined"
            sx={{
              p: 1.5,
              maxWidth: '75%',
              minWidth: 0,
              overflowWrap: 'anywhere',
              bgcolor:
                message.role === 'user'
                  ? 'primary.50'
                  : message.role === 'system'
                    ? 'grey.100'
                    : 'background.paper',
            }}
          >
            <Typography variant="caption" color="text.secondary">
              {translate(ROLE_KEYS[message.role])} · {formatDateTime(message.created_at)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.content}</Typography>
          </Paper>
        </Box>
      ))}
    </Box>
  );
}
