import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { unwrap } from './postgrestResult';

/** The chats' calls besides react-admin's CRUD. */
export interface ChatMethods {
  /** GDPR erasure of one visitor's chats; returns how many sessions were deleted. */
  deleteVisitorChats(visitorId: string): Promise<number>;
}

export function chatMethods(client: SupabaseClient<Database>): ChatMethods {
  return {
    async deleteVisitorChats(visitorId) {
      return unwrap(await client.rpc('delete_visitor_chats', { p_visitor_id: visitorId }));
    },
  };
}
