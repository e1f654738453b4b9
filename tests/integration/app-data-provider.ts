import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { ADMIN } from '../helpers.ts';
import { signedIn } from './personas.ts';

// The provider and the registry are typed by tsconfig.app.json (Vite's env): loaded by a path tsc does not follow,
// with the shapes the tests use (as dashboard-counts.test.ts).
const appModule = (path: string): Promise<unknown> => import(/* @vite-ignore */ path);
export type Row = Record<string, unknown> & { id: number };
/** The app's data provider's record methods, as its Edit views call them. */
export interface AppProvider {
  getOne(resource: string, params: { id: number }): Promise<{ data: Row }>;
  update(resource: string, params: { id: number; data: Row; previousData: Row }): Promise<{ data: Row }>;
}
interface ProviderModule {
  createDataProvider(options: { tables: Record<string, string>; client: SupabaseClient }): AppProvider;
}
interface RegistryModule {
  resourceRegistry: unknown[];
  tablesOf(registry: unknown[]): Record<string, string>;
}

/** The admin app's own data provider (src/providers/dataProvider.ts) over the seeded admin's session on `stack`. */
export async function appDataProvider(stack: Stack): Promise<AppProvider> {
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  const { createDataProvider } = (await appModule('../../src/providers/dataProvider.ts')) as ProviderModule;
  const registry = (await appModule('../../src/resources/registry.ts')) as RegistryModule;
  const client = await signedIn(stack, ADMIN.email);
  return createDataProvider({ tables: registry.tablesOf(registry.resourceRegistry), client });
}
