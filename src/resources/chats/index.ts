import ChatIcon from '@mui/icons-material/Chat';
import { defineResource } from '../defineResource';

export const chatsResource = defineResource('chats', {
  table: 'chat_sessions',
  icon: ChatIcon,
  recordRepresentation: (record) => `#${record.id}`,
  search: { filter: 'q', rpc: 'search_chat_sessions_page' },
});
