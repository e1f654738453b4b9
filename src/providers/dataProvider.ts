import { HttpError, withLifecycleCallbacks, type DataProvider, type ResourceCallbacks } from 'react-admin';
import { supabaseDataProvider } from 'ra-supabase';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseClient, supabaseUrl } from './supabaseClient';
import { swedishDatabaseMessage, toSwedishError } from './databaseErrors';
import type { Database } from '../types/database';

type TableName = keyof Database['public']['Tables'];
type Functions = Database['public']['Functions'];

export interface CountParams {
  filter?: Record<string, string | number | boolean>;
}

export interface ConsentSummaryParams {
  /** Dates (YYYY-MM-DD) as the list's filters hold them; `to` counts the whole day. */
  from?: string | null;
  to?: string | null;
  action?: string | null;
}

export type ConsentSummary = Functions['cookie_consent_summary']['Returns'][number];

/**
 * react-admin's data provider plus the app's own calls, all with Swedish errors: the only way the views reach
 * the database (as Atomic CRM's CrmDataProvider).
 */
export interface AppDataProvider extends DataProvider {
  /** Count-only request: HEAD with `Prefer: count=exact`, no rows transferred. */
  getCount(resource: string, params?: CountParams): Promise<number>;
  /** Consent totals over a period, computed in the database. */
  getConsentSummary(params: ConsentSummaryParams): Promise<ConsentSummary>;
  /** Ids of the chat sessions whose messages match the query (full-text and trigram search in SQL). */
  searchChatSessions(query: string): Promise<number[]>;
  /** GDPR erasure of one visitor's chats; returns how many sessions were deleted. */
  deleteVisitorChats(visitorId: string): Promise<number>;
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

/** A supabase-js error as react-admin's HttpError, with the Swedish text the user sees. */
export function swedishHttpError(error: PostgrestError, status: number): HttpError {
  return new HttpError(
    swedishDatabaseMessage(error, status) ?? 'Fel vid kommunikation med servern',
    status,
    error,
  );
}

function unwrap<T>({
  data,
  error,
  status,
}: {
  data: T | null;
  error: PostgrestError | null;
  status: number;
}): T {
  if (error) throw swedishHttpError(error, status);
  return data as T;
}

export interface DataProviderOptions {
  /** Route → table, from the resource registry. */
  tables: Record<string, string>;
  callbacks?: ResourceCallbacks[];
  client?: SupabaseClient<Database>;
}

export function createDataProvider({
  tables,
  callbacks = [],
  client = supabaseClient,
}: DataProviderOptions): AppDataProvider {
  const base = supabaseDataProvider({
    instanceUrl: supabaseUrl,
    apiKey: supabaseAnonKey,
    supabaseClient: client,
  });
  const app: AppDataProvider = {
    ...withTableNames(base, tables),
    async getCount(resource, params = {}) {
      let query = client
        .from(tableFor(resource, tables) as TableName)
        .select('id', { count: 'exact', head: true });
      for (const [column, value] of Object.entries(params.filter ?? {})) query = query.eq(column, value);
      const { count, error, status } = await query;
      if (error) throw swedishHttpError(error, status);
      return count ?? 0;
    },
    async getConsentSummary({ from, to, action }) {
      const rows = unwrap(
        await client.rpc('cookie_consent_summary', {
          p_from: from ?? undefined,
          p_to: to ? `${to}T23:59:59.999` : undefined,
          p_action: action ?? undefined,
        }),
      );
      return rows[0];
    },
    async searchChatSessions(query) {
      return unwrap(await client.rpc('search_chat_sessions', { p_query: query })) ?? [];
    },
    async deleteVisitorChats(visitorId) {
      return unwrap(await client.rpc('delete_visitor_chats', { p_visitor_id: visitorId }));
    },
  };
  return withLifecycleCallbacks(app, callbacks) as AppDataProvider;
}
