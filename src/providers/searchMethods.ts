import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { unwrap } from './postgrestResult';

/** One hit of the search across everything: its resource (react-admin's name), record id and texts. */
export interface SearchHit {
  kind: string;
  id: string;
  label: string;
  secondary: string | null;
  /** 0 an exact id, e-mail or name; 1 a name starting with the query; 2 a name containing its words. */
  rank: number;
}

/** Ctrl/Cmd+K: the staff RPC public.search_everything, grouped by kind and ranked in the database. */
export interface SearchMethods {
  searchEverything(query: string, limitPerKind?: number): Promise<SearchHit[]>;
}

export function searchMethods(client: SupabaseClient<Database>): SearchMethods {
  return {
    async searchEverything(query, limitPerKind = 5) {
      return unwrap(await client.rpc('search_everything', { p_query: query, p_limit: limitPerKind }));
    },
  };
}
