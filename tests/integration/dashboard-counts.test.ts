// Issue 30: the dashboard's six count cards and the '{n} väntar' badge are count-only selects (the spec's calls):
// the app's data provider (ra-supabase's CRUD plus getCount) over real supabase-js, PostgREST and Postgres with
// row-level security, on both backends. Each count is one HEAD request with `Prefer: count=exact` and no rows, and
// equals what the caller's row-level security lets it read, counted in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { personas, type Persona } from './personas.ts';
import { DEMO_PASSWORD } from '../helpers.ts';

// The provider and the registry are typed by tsconfig.app.json (Vite's env): loaded by a path tsc does not follow,
// with the shapes this test uses.
const appModule = (path: string): Promise<unknown> => import(/* @vite-ignore */ path);
type Filter = Record<string, unknown>;
interface Provider {
  getCount(resource: string, params?: { filter?: Filter }): Promise<number>;
}
interface ProviderModule {
  createDataProvider(options: { tables: Record<string, string>; client: SupabaseClient }): Provider;
}
interface Card {
  resource: string;
  badge?: Filter;
}
interface RegistryModule {
  resourceRegistry: unknown[];
  tablesOf(registry: unknown[]): Record<string, string>;
  dashboardCardsOf(registry: unknown[]): Card[];
}

/** The spec's count cards, route → table, and what the public may read of each (the RLS policies, in SQL). */
const CARDS: Record<string, { table: string; publicRows: string }> = {
  cards: { table: 'credit_cards', publicRows: 'is_published' },
  banks: { table: 'banks', publicRows: 'is_active' },
  networks: { table: 'networks', publicRows: 'true' },
  news: { table: 'news_articles', publicRows: `status = 'published' and published_at <= now()` },
  blog: { table: 'blog_posts', publicRows: `status = 'published' and published_at <= now()` },
  inquiries: { table: 'expert_inquiries', publicRows: 'false' },
};
const ADMINS = ['admin', 'mfaAdminAal1', 'mfaAdminAal2'] as const;

let stack: Stack;
let clients: Record<Persona, SupabaseClient>;
let createDataProvider: ProviderModule['createDataProvider'];
let registry: RegistryModule;

const providerOf = (client: SupabaseClient) =>
  createDataProvider({ tables: registry.tablesOf(registry.resourceRegistry), client });

async function sqlCount(table: string, where = 'true'): Promise<number> {
  const { rows } = await stack.sql.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where ${where}`,
  );
  return rows[0].n;
}

/** The dashboard's counts through the provider: every card, and the badge under `<route>:badge`. */
async function dashboardCounts(provider: Provider): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await Promise.all(
    registry
      .dashboardCardsOf(registry.resourceRegistry)
      .flatMap((card) => [
        provider.getCount(card.resource).then((n) => (counts[card.resource] = n)),
        ...(card.badge
          ? [
              provider
                .getCount(card.resource, { filter: card.badge })
                .then((n) => (counts[`${card.resource}:badge`] = n)),
            ]
          : []),
      ]),
  );
  return counts;
}

async function expectedCounts(visible: 'all' | 'public'): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [route, { table, publicRows }] of Object.entries(CARDS))
    counts[route] = await sqlCount(table, visible === 'all' ? 'true' : publicRows);
  counts['inquiries:badge'] = await sqlCount(
    'expert_inquiries',
    visible === 'all' ? `status = 'pending'` : 'false',
  );
  return counts;
}

beforeAll(async () => {
  stack = await startTestStack();
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  ({ createDataProvider } = (await appModule('../../src/providers/dataProvider.ts')) as ProviderModule);
  registry = (await appModule('../../src/resources/registry.ts')) as RegistryModule;
  clients = await personas(stack);
  // Rows the public may not read in every counted table, so that a count under the wrong rules cannot pass.
  await stack.sql.query(
    `update public.credit_cards set is_published = false where id = (select min(id) from public.credit_cards)`,
  );
  await stack.sql.query(
    `update public.banks set is_active = false where id = (select max(id) from public.banks)`,
  );
  for (const table of ['news_articles', 'blog_posts'])
    await stack.sql.query(
      `insert into public.${table} (title, slug, body, status) values ('Utkast', 'utkast-counts', '<p>Text</p>', 'draft')`,
    );
});
afterAll(async () => {
  await stack?.stop();
});

describe('dashboard count cards (getCount)', () => {
  it('are the six cards of the spec and the pending badge, from the resource entries', () => {
    expect(registry.dashboardCardsOf(registry.resourceRegistry)).toEqual([
      expect.objectContaining({ resource: 'cards' }),
      expect.objectContaining({ resource: 'banks' }),
      expect.objectContaining({ resource: 'networks' }),
      expect.objectContaining({ resource: 'news' }),
      expect.objectContaining({ resource: 'blog' }),
      expect.objectContaining({ resource: 'inquiries', badge: { status: 'pending' } }),
    ]);
    expect(registry.tablesOf(registry.resourceRegistry)).toMatchObject(
      Object.fromEntries(Object.entries(CARDS).map(([route, { table }]) => [route, table])),
    );
  });

  it('give an admin the exact number of every row, through count-only HEAD requests', async () => {
    const sent: Array<{ method: string; url: URL; prefer: string | null; body: number }> = [];
    const recorded = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
          const request = new Request(input, init);
          const response = await fetch(request);
          const url = new URL(request.url);
          if (url.pathname.startsWith('/rest/'))
            sent.push({
              method: request.method,
              url,
              prefer: request.headers.get('Prefer'),
              body: (await response.clone().arrayBuffer()).byteLength,
            });
          return response;
        },
      },
    });
    const signIn = await recorded.auth.signInWithPassword({
      email: 'admin@example.se',
      password: DEMO_PASSWORD,
    });
    expect(signIn.error).toBeNull();

    const expected = await expectedCounts('all');
    expect(await dashboardCounts(providerOf(recorded))).toEqual(expected);
    for (const value of Object.values(expected)) expect(value).toBeGreaterThan(0);
    expect(sent).toHaveLength(7);
    for (const request of sent) {
      expect(request.method).toBe('HEAD');
      expect(request.prefer).toBe('count=exact');
      expect(request.url.searchParams.get('select')).toBe('id');
      expect(request.body).toBe(0);
    }
    expect(sent.map((r) => r.url.pathname.replace('/rest/v1/', '')).sort()).toEqual(
      [...Object.values(CARDS).map((c) => c.table), 'expert_inquiries'].sort(),
    );
    expect(sent.filter((r) => r.url.searchParams.get('status') === 'eq.pending')).toHaveLength(1);
  });

  it('count under row-level security: every admin persona counts all, the public and a non-admin only what they may read', async () => {
    const all = await expectedCounts('all');
    const publicOnly = await expectedCounts('public');
    // The rows added above: the public sees fewer in every table but networks (everyone reads networks).
    for (const route of ['cards', 'banks', 'news', 'blog', 'inquiries'])
      expect(publicOnly[route], route).toBeLessThan(all[route]);
    for (const persona of ADMINS)
      expect(await dashboardCounts(providerOf(clients[persona])), persona).toEqual(all);
    for (const persona of ['anon', 'user'] as const)
      expect(await dashboardCounts(providerOf(clients[persona])), persona).toEqual(publicOnly);
  });

  it('follow the data: a new pending inquiry moves the card and the badge', async () => {
    const provider = providerOf(clients.admin);
    const before = await dashboardCounts(provider);
    const { error } = await clients.anon.from('expert_inquiries').insert({
      name: 'Ny Fråga',
      email: 'ny-fraga-counts@example.se',
      question: 'Vilket kort har lägst årsavgift?',
    });
    expect(error).toBeNull();
    const after = await dashboardCounts(provider);
    expect(after).toEqual({
      ...before,
      inquiries: before.inquiries + 1,
      'inquiries:badge': before['inquiries:badge'] + 1,
    });
  });
});
