import ChatIcon from '@mui/icons-material/Chat';
import type { ResourceEntry } from '../types';
import { lazyView } from '../lazyView';

export const chatsResource: ResourceEntry = {
  name: 'chats',
  table: 'chat_sessions',
  icon: ChatIcon,
  views: {
    list: lazyView(() => import('./ChatList'), 'ChatList'),
    show: lazyView(() => import('./ChatShow'), 'ChatShow'),
    recordRepresentation: (record) => `#${record.id}`,
  },
  search: { filter: 'q', rpc: 'search_chat_sessions_page' },
};
