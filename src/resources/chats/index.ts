import ChatIcon from '@mui/icons-material/Chat';
import type { ResourceEntry } from '../types';
import { ChatList } from './ChatList';
import { ChatShow } from './ChatShow';
import { chatSearchCallbacks } from './chatSearchCallbacks';

export const chatsResource: ResourceEntry = {
  name: 'chats',
  table: 'chat_sessions',
  icon: ChatIcon,
  views: { list: ChatList, show: ChatShow, recordRepresentation: (record) => `#${record.id}` },
  callbacks: chatSearchCallbacks,
};
