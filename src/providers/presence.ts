import type { Identifier } from 'react-admin';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { swedishHttpError } from './postgrestResult';

export type EditingSession = Pick<
  Database['public']['Tables']['editing_sessions']['Row'],
  'user_id' | 'resource' | 'record_id' | 'editor_email' | 'expires_at'
>;

/** Who has which record open (public.editing_sessions; the database sets the user, e-mail and 30 s expiry). */
export interface PresenceMethods {
  /** Says (again) that I have this record open; call every ~10 s while the page is open. */
  touchEditingSession(resource: string, id: Identifier): Promise<void>;
  /** I left the record. */
  leaveEditingSession(resource: string, id: Identifier): Promise<void>;
  /** Other admins' live sessions (row-level security hides expired ones) on a resource (or one of its records). */
  getEditingSessions(resource: string, id?: Identifier): Promise<EditingSession[]>;
}

export function presenceMethods(client: SupabaseClient<Database>): PresenceMethods {
  const me = async () => (await client.auth.getSession()).data.session?.user.id;
  return {
    async touchEditingSession(resource, id) {
      const { error, status } = await client
        .from('editing_sessions')
        .upsert({ resource, record_id: String(id) }, { onConflict: 'user_id,resource,record_id' });
      if (error) throw await swedishHttpError(error, status);
    },
    async leaveEditingSession(resource, id) {
      const user = await me();
      if (!user) return;
      const { error, status } = await client
        .from('editing_sessions')
        .delete()
        .eq('user_id', user)
        .eq('resource', resource)
        .eq('record_id', String(id));
      if (error) throw await swedishHttpError(error, status);
    },
    async getEditingSessions(resource, id) {
      const user = await me();
      let query = client
        .from('editing_sessions')
        .select('user_id, resource, record_id, editor_email, expires_at')
        .eq('resource', resource);
      if (user) query = query.neq('user_id', user);
      if (id !== undefined) query = query.eq('record_id', String(id));
      const { data, error, status } = await query;
      if (error) throw await swedishHttpError(error, status);
      return data ?? [];
    },
  };
}
