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

/** A bulk edit's or import's change set as its history rows show it (RPC public.change_set_states). */
export interface ChangeSetState {
  change_set: string;
  /** What it was written as ('bulk_edit', 'import'); null when only its undo rows are left. */
  change_kind: string | null;
  undone: boolean;
}

/** A moment a record went live or ended by its schedule, and who set that time (RPC public.publication_events). */
export interface PublicationEvent {
  kind: 'live' | 'ended';
  at: string;
  actor_id: string | null;
}

/** What the change history reads besides the audit_log table itself (a react-admin resource). */
export interface AuditMethods {
  /** E-mail of every admin in the audit log (RPC public.audit_actors, admins only). */
  getAuditActors(): Promise<AuditActor[]>;
  /** The kind and undo state of each change set, in one call for a whole page of history (issue 31 item 7). */
  getChangeSetStates(changeSets: string[]): Promise<ChangeSetState[]>;
  /** Every moment one record went live or ended by its schedule, from its whole audit history (issue 33). */
  getPublicationEvents(table: string, rowId: string): Promise<PublicationEvent[]>;
}

export function auditMethods(client: SupabaseClient<Database>): AuditMethods {
  return {
    async getAuditActors() {
      return unwrap(await client.rpc('audit_actors'));
    },
    async getChangeSetStates(changeSets) {
      return unwrap(await client.rpc('change_set_states', { p_change_sets: changeSets }));
    },
    async getPublicationEvents(table, rowId) {
      const events = await unwrap(
        await client.rpc('publication_events', { p_table: table, p_row_id: rowId }),
      );
      return events as PublicationEvent[];
    },
  };
}
