import type { DataProvider } from 'react-admin';
import { supabaseDataProvider } from 'ra-supabase';
import { supabaseAnonKey, supabaseClient, supabaseUrl } from './supabaseClient';
import { toSwedishError } from './databaseErrors';
import type { Database } from '../types/database';
import { withSearchRpcs, type SearchRpc } from './searchRpc';

type TableName = keyof Database['public']['Tables'];

export interface CountParams {
  filter?: Record<string, string | number | boolean>;
}

export interface AppDataProvider extends DataProvider {
  /** Count-only request: HEAD with `Prefer: count=exact`, no rows transferred. */
  getCount(resource: string, params?: CountParams): Promise<number>;
}

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

export const tableFor = (resource: string, tables: Record<string, string>): string =>
  tables[resource] ?? resource;

/** Routes are the admin's names ('cards'); tables are the database's ('credit_cards'). */
export function withTableNames(base: DataProvider, tables: Record<string, string>): DataProvider {
  const mapped: DataProvider = { ...base };
  for (const method of METHODS) {
    const original = base[method] as (resource: string, params: unknown) => Promise<unknown>;
    (mapped as unknown as Record<string, unknown>)[method] = (resource: string, params: unknown) =>
      original(tableFor(resource, tables), params).catch((error: unknown) => {
        throw toSwedishError(error);
      });
  }
  return mapped;
}

export function createDataProvider(
  tables: Record<string, string>,
  client = supabaseClient,
  searches: Record<string, SearchRpc> = {},
): AppDataProvider {
  const base = supabaseDataProvider({
    instanceUrl: supabaseUrl,
    apiKey: supabaseAnonKey,
    supabaseClient: client,
  });
  return {
    ...withSearchRpcs(withTableNames(base, tables), searches),
    async getCount(resource, params = {}) {
      let query = client
        .from(tableFor(resource, tables) as TableName)
        .select('id', { count: 'exact', head: true });
      for (const [column, value] of Object.entries(params.filter ?? {})) query = query.eq(column, value);
      const { count, error } = await query;
      if (error) throw error;
      return count ?? 0;
    },
  };
}
