import type { ResourceCallbacks } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The chat list's search box looks in message text: the matching session ids become an `id@in` filter. */
export function chatSearchCallbacks(): ResourceCallbacks {
  return {
    resource: 'chats',
    beforeGetList: async (params, dataProvider) => {
      const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
      if (typeof q !== 'string' || !q.trim()) return { ...params, filter };
      const ids = await (dataProvider as AppDataProvider).searchChatSessions(q.trim());
      return { ...params, filter: { ...filter, 'id@in': `(${ids.length ? ids.join(',') : '-1'})` } };
    },
  };
}
