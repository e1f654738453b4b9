import type { ResourceViews } from '../types';
import { ChatList } from './ChatList';
import { ChatShow } from './ChatShow';

export const chatsViews: ResourceViews = {
  list: ChatList,
  show: ChatShow,
  recordRepresentation: (record) => `#${record.id}`,
};
