import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { unwrap } from './postgrestResult';

/** The tables find_personal_data searches, in the order the page shows them. */
export const PERSONAL_DATA_TABLES = [
  'expert_inquiries',
  'reviews',
  'chat_sessions',
  'chat_messages',
  'cookie_consents',
] as const;
export type PersonalDataTable = (typeof PERSONAL_DATA_TABLES)[number];

/** A found record: the person's own ('person') or someone else's that mentions a term ('mention'). */
export type PersonalDataRow = Record<string, unknown> & { id: number; match: 'person' | 'mention' };

/** A history row of a found record (public.audit_log). */
export interface PersonalDataHistoryRow {
  id: number;
  occurred_at: string;
  actor_id: string | null;
  table_name: string;
  row_id: string;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  changed_fields: Record<string, unknown> | null;
}

/** What the database holds about one person (RPC public.find_personal_data, migration 20261128005100). */
export interface PersonalDataFindings {
  terms: string[];
  tables: Record<PersonalDataTable, PersonalDataRow[]>;
  history: PersonalDataHistoryRow[];
}

/** What an erasure did, by kind (also recorded in the history). */
export type PersonalDataErasure = Record<string, number>;

/** GDPR art. 15 and 17: one person's data, found, exported and erased. Admins only (aal2 with MFA). */
export interface PersonalDataMethods {
  findPersonalData(terms: string[]): Promise<PersonalDataFindings>;
  erasePersonalData(terms: string[]): Promise<PersonalDataErasure>;
}

export function personalDataMethods(client: SupabaseClient<Database>): PersonalDataMethods {
  return {
    async findPersonalData(terms) {
      const found = await unwrap(await client.rpc('find_personal_data', { p_terms: terms }));
      return found as unknown as PersonalDataFindings;
    },
    async erasePersonalData(terms) {
      const erased = await unwrap(await client.rpc('erase_personal_data', { p_terms: terms }));
      return erased as unknown as PersonalDataErasure;
    },
  };
}
