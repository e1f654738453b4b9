import type { ResourceCallbacks } from 'react-admin';
import type { SupabaseClient } from '@supabase/supabase-js';

/** The chat list's search box looks in message text: the matching session ids become an `id@in` filter. */
export function chatSearchCallbacks(client: SupabaseClient): ResourceCallbacks {
  return {
    resource: 'chats',
    beforeGetList: async (params) => {
      const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
      if (typeof q !== 'string' || !q.trim()) return { ...params, filter };
      const { data, error } = await client.rpc('search_chat_sessions', { p_query: q.trim() });
      if (error) throw error;
      const ids = (data as number[] | null) ?? [];
      return { ...params, filter: { ...filter, 'id@in': `(${ids.length ? ids.join(',') : '-1'})` } };
    },
  };
}
