import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { HttpError } from 'react-admin';
import type { Database } from '../types/database';
import { applyRaFilter, type RaFilter } from './raFilter';
import { tableFor } from './tables';

type TableName = keyof Database['public']['Tables'];

export interface CountParams {
  /** react-admin's list filter (`{ status: 'pending' }`), read as the list reads it. */
  filter?: RaFilter;
  signal?: AbortSignal;
}

export interface CountMethods {
  /**
   * Count-only select: HEAD `?select=id` with `Prefer: count=exact`, no rows transferred; the exact number of rows
   * the caller's row-level security lets it read.
   */
  getCount(resource: string, params?: CountParams): Promise<number>;
}

export function countMethods(
  client: SupabaseClient<Database>,
  tables: Record<string, string>,
  toHttpError: (error: PostgrestError, status: number) => Promise<HttpError>,
): CountMethods {
  return {
    async getCount(resource, { filter, signal } = {}) {
      let query = client
        .from(tableFor(resource, tables) as TableName)
        .select('id', { count: 'exact', head: true });
      if (signal) query = query.abortSignal(signal);
      const { count, error, status } = await applyRaFilter(query, filter);
      if (error) throw await toHttpError(error, status);
      return count ?? 0;
    },
  };
}
