import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { unwrap } from './postgrestResult';

/** An admin who appears in the audit log, with the e-mail the history shows. */
export interface AuditActor {
  actor_id: string;
  email: string;
  /** auth.users' app_metadata.full_name (set by the service role only); null when none was given. */
  full_name: string | null;
}

/** What the change history reads besides the audit_log table itself (a react-admin resource). */
export interface AuditMethods {
  /** E-mail of every admin in the audit log (RPC public.audit_actors, admins only). */
  getAuditActors(): Promise<AuditActor[]>;
}

export function auditMethods(client: SupabaseClient<Database>): AuditMethods {
  return {
    async getAuditActors() {
      return unwrap(await client.rpc('audit_actors'));
    },
  };
}
