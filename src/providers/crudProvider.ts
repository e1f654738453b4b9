import { withLifecycleCallbacks, type DataProvider, type ResourceCallbacks } from 'react-admin';
import { supabaseDataProvider } from 'ra-supabase';
import type { AppSupabaseClient } from './appSupabaseClient';
import { supabaseAnonKey, supabaseUrl } from './supabaseClient';
import { toSwedishError } from './databaseErrors';
import { CRUD_METHODS, tableFor } from './tables';
import { withSearchRpcs, type SearchRpc } from './searchRpc';
import { withConditionalWrites } from './conditionalWrites';
import { imageCleanupCallbacks } from './siteImages';

/** Routes are the admin's names ('cards'); tables are the database's ('credit_cards'). */
export function withTableNames(base: DataProvider, tables: Record<string, string>): DataProvider {
  const mapped: DataProvider = { ...base };
  for (const method of CRUD_METHODS) {
    const original = base[method] as (resource: string, params: unknown) => Promise<unknown>;
    (mapped as unknown as Record<string, unknown>)[method] = (resource: string, params: unknown) =>
      original(tableFor(resource, tables), params).catch((error: unknown) => {
        throw toSwedishError(error);
      });
  }
  return mapped;
}

/**
 * ra-supabase's CRUD over PostgREST (ra-data-postgrest, qs) with the resources' lifecycle callbacks, which also
 * see the app's custom methods: loaded with the first list or form, not with the sign-in page.
 */
export function createCrudProvider({
  tables,
  searches,
  client,
  custom,
  callbacks,
}: {
  tables: Record<string, string>;
  searches: Record<string, SearchRpc>;
  client: AppSupabaseClient;
  custom: object;
  callbacks: ResourceCallbacks[];
}): DataProvider {
  const base = supabaseDataProvider({
    instanceUrl: supabaseUrl,
    apiKey: supabaseAnonKey,
    supabaseClient: client,
  });
  return withLifecycleCallbacks(
    {
      ...withConditionalWrites(
        withSearchRpcs(withTableNames(base, tables), searches, client),
        tables,
        client,
      ),
      ...custom,
    },
    [...callbacks, ...imageCleanupCallbacks(tables, client)],
  );
}
