import { describe, expect, it } from 'vitest';
import type { Stack } from '../../supabase/local/stack.ts';
import { withTestStack } from './stack-fixture.ts';
import type { Row } from './app-data-provider.ts';
import { signedIn } from './personas.ts';
import { ADMIN } from '../helpers.ts';

type ListResult = { data: Row[]; total: number; meta?: { prefetched?: Record<string, Row[]> } };
type ListProvider = { getList(resource: string, params: object): Promise<ListResult> };
// Loaded by a path tsc does not follow (Vite's env types), as app-data-provider.ts does.
const appModule = (path: string): Promise<unknown> => import(/* @vite-ignore */ path);
interface Modules {
  createDataProvider(options: object): ListProvider;
}
interface Registry {
  resourceRegistry: unknown[];
  tablesOf(registry: unknown[]): Record<string, string>;
  searchesOf(registry: unknown[]): object;
  callbacksOf(registry: unknown[], client: unknown): unknown[];
}

/** The app's data provider as src/App.tsx builds it: with the resources' searches and lifecycle callbacks. */
async function appListProvider(stack: Stack): Promise<ListProvider> {
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  const { createDataProvider } = (await appModule('../../src/providers/dataProvider.ts')) as Modules;
  const registry = (await appModule('../../src/resources/registry.ts')) as Registry;
  const client = await signedIn(stack, ADMIN.email);
  const entries = registry.resourceRegistry;
  return createDataProvider({
    tables: registry.tablesOf(entries),
    searches: registry.searchesOf(entries),
    callbacks: registry.callbacksOf(entries, client),
    client,
  });
}

// Issue 36: the cards list's bank and network names come in the rows' own select (react-admin's meta.prefetch,
// src/providers/cardCategoriesCallbacks.ts), through the app's data provider, PostgREST's embedding and RLS.
describe('the cards list with its banks and networks prefetched', () => {
  let stack: Stack;
  withTestStack(async (started) => {
    stack = started;
  });

  it('returns each row’s bank and network as meta.prefetched, equal to what the tables hold', async () => {
    const provider = await appListProvider(stack);
    const result = await provider.getList('cards', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'sort_rank', order: 'ASC' },
      filter: {},
      meta: { prefetch: ['banks', 'networks'] },
    });
    expect(result.data.length).toBeGreaterThan(0);
    for (const row of result.data) {
      expect(row).not.toHaveProperty('prefetched_bank');
      expect(row).not.toHaveProperty('prefetched_network');
      expect(Array.isArray(row.category_ids)).toBe(true);
    }
    const { rows: banks } = await stack.sql.query<Row>('select * from public.banks');
    const { rows: networks } = await stack.sql.query<Row>('select * from public.networks');
    const expected = (rows: Row[], ids: unknown[]) =>
      [...new Set(ids.filter((id) => id !== null).map(String))].map(
        (id) => rows.find((row) => String(row.id) === id)?.name,
      );
    const names = (records: Row[] | undefined) => (records ?? []).map((record) => record.name);
    expect(names(result.meta?.prefetched?.banks)).toEqual(
      expected(
        banks,
        result.data.map((row) => row.bank_id),
      ),
    );
    expect(names(result.meta?.prefetched?.networks)).toEqual(
      expected(
        networks,
        result.data.map((row) => row.network_id),
      ),
    );
  });
});
