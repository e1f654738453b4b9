import type { SupabaseClient } from '@supabase/supabase-js';
import type { DataProvider } from 'react-admin';
import type { Database } from '../types/database';
import { ADMINS_RESOURCE, createAdminsProvider } from './adminsProvider';

/** The CRUD methods with the `admins` resource answered by the Edge Function, every other one unchanged. */
export function withAdmins(crud: DataProvider, client: SupabaseClient<Database>): DataProvider {
  const admins = createAdminsProvider(client) as Record<
    string,
    (resource: string, params: unknown) => unknown
  >;
  const routed: Record<string, unknown> = { ...crud };
  for (const [method, handler] of Object.entries(admins)) {
    const original = crud[method] as (resource: string, params: unknown) => unknown;
    routed[method] = (resource: string, params: unknown) =>
      resource === ADMINS_RESOURCE ? handler(resource, params) : original(resource, params);
  }
  return routed as DataProvider;
}
