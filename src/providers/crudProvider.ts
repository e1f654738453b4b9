import { supabaseDataProvider } from 'ra-supabase';
import type { DataProvider } from 'react-admin';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from './supabaseClient';
import type { Database } from '../types/database';

/*
 * The CRUD steps that load with the first list or form, not with the sign-in page: one lazy module (the build puts
 * it in the lists' chunk, build/chunkGroups.ts). ./dataProvider.ts composes them, in order (crudPipeline).
 */
export { withLifecycleCallbacks } from 'react-admin';
export { withConditionalWrites } from './conditionalWrites';
export { withSearchRpcs } from './searchRpc';
export { withTableNames } from './tableNames';
export { imageCleanupCallbacks } from './siteImages';

/** ra-supabase's CRUD over PostgREST (ra-data-postgrest, qs) through the app's supabase-js client. */
export function raSupabase(client: SupabaseClient<Database>): DataProvider {
  return supabaseDataProvider({ instanceUrl: supabaseUrl, apiKey: supabaseAnonKey, supabaseClient: client });
}
