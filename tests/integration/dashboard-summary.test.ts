// Issue 24, narrowed by issue 30: 'Att göra' in one RPC (public.dashboard_summary) through the app's data provider,
// compared item by item with count-only HEAD requests with the same react-admin filters its links use. The count
// cards and their badge are count-only selects of their own (tests/integration/dashboard-counts.test.ts): the
// function lists no counted table. Real supabase-js, PostgREST and Postgres with row-level security, on both
// backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { personas, type Persona } from './personas.ts';
import { applyRaFilter, type RaFilter } from '../../src/providers/raFilter.ts';

// The provider and the to-do items are typed by tsconfig.app.json (Vite's env): loaded by a path tsc does not
// follow, with the shapes this test uses.
const appModule = (path: string): Promise<unknown> => import(/* @vite-ignore */ path);
interface Summary {
  todo: Record<string, number>;
  oldest_pending_inquiry: string | null;
}
interface ProviderModule {
  createDataProvider(options: { tables: Record<string, string>; client: SupabaseClient }): {
    getDashboardSummary(bounds: unknown): Promise<Summary>;
  };
}
interface TodoModule {
  TODO_ITEMS: Array<{ key: string; resource: string; filter(now: Date): RaFilter }>;
  summaryBounds(now: Date): unknown;
}

/** The resources 'Att göra' counts (route → table). */
const TODO_TABLES: Record<string, string> = {
  cards: 'credit_cards',
  news: 'news_articles',
  blog: 'blog_posts',
  inquiries: 'expert_inquiries',
  reviews: 'reviews',
  audit_log: 'audit_log',
  link_checks: 'link_checks',
  proposals: 'card_change_proposals',
};

let stack: Stack;
let clients: Record<Persona, SupabaseClient>;
let provider: ProviderModule;
let todo: TodoModule;
const DAY = 86_400_000;

async function headCount(client: SupabaseClient, table: string, filter: RaFilter = {}): Promise<number> {
  const query = client.from(table).select('id', { count: 'exact', head: true });
  const { count, error } = await applyRaFilter(query, filter);
  if (error) throw error;
  return count ?? -1;
}

/** What 'Att göra' counted with one HEAD request per line (and one list request for the oldest inquiry). */
async function fromHeadRequests(client: SupabaseClient, now: Date): Promise<Summary> {
  const todoCounts: Record<string, number> = {};
  for (const item of todo.TODO_ITEMS)
    todoCounts[item.key] = await headCount(client, TODO_TABLES[item.resource], item.filter(now));
  const { data, error } = await client
    .from('expert_inquiries')
    .select('created_at')
    .eq('status', 'pending')
    .order('created_at')
    .limit(1);
  if (error) throw error;
  return {
    todo: todoCounts,
    oldest_pending_inquiry: data[0]?.created_at ?? null,
  };
}

const summaryOf = (persona: Persona, now: Date) =>
  provider
    .createDataProvider({ tables: TODO_TABLES, client: clients[persona] })
    .getDashboardSummary(todo.summaryBounds(now));

beforeAll(async () => {
  stack = await startTestStack();
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  provider = (await appModule('../../src/providers/dataProvider.ts')) as ProviderModule;
  todo = (await appModule('../../src/dashboard/todoItems.ts')) as TodoModule;
  clients = await personas(stack);
  // Something in every 'Att göra' line, whatever the seed holds.
  const soon = new Date(Date.now() + 2 * DAY).toISOString();
  await stack.sql.query(
    `insert into public.news_articles (title, slug, body, status, published_at)
       values ('Schemalagd nyhet', 'schemalagd-nyhet-summary', '<p>Text</p>', 'scheduled', $1)`,
    [soon],
  );
  await stack.sql.query(
    `insert into public.blog_posts (title, slug, body, status, published_at)
       values ('Schemalagt inlägg', 'schemalagt-inlagg-summary', '<p>Text</p>', 'scheduled', $1)`,
    [soon],
  );
  await stack.sql.query(
    `update public.credit_cards set example_updated_on = current_date - 800
      where id = (select min(id) from public.credit_cards where is_published)`,
  );
  // The link check's answers: two broken links and one to another site (as link_check_finish saves them).
  await stack.sql.query(
    `with run as (insert into public.link_check_runs (finished_at) values (now()) returning id)
     insert into public.link_checks (run_id, card_id, bank_id, url, outcome, status_code, response_ms, checked_at)
     select run.id, c.card_id, c.bank_id, 'https://example.se/' || c.n, c.outcome, c.status, 30, now()
       from run, (values (1, 1, null::bigint, 'broken', 404), (2, 2, null, 'broken', 500),
                         (3, null, 1, 'redirected', 200)) as c(n, card_id, bank_id, outcome, status)`,
  );
  // Two card change proposals waiting and one rejected (issue 35 part B).
  await stack.sql.query(
    `insert into public.card_change_proposals (card_id, base_version, changes, proposed_by)
     select c.id, c.version, '{"sort_rank": 3}', u.id
       from (select id, version from public.credit_cards order by id limit 3) c,
            (select id from auth.users where email = 'admin@example.se') u`,
  );
  await stack.sql.query(
    `update public.card_change_proposals set status = 'rejected', reason = 'Fel'
      where id = (select max(id) from public.card_change_proposals)`,
  );
});
afterAll(async () => {
  await stack?.stop();
});

describe('dashboard summary RPC', () => {
  it('equals the count-only HEAD requests item by item, for every admin persona', async () => {
    for (const persona of ['admin', 'mfaAdminAal1', 'mfaAdminAal2'] as const) {
      const now = new Date();
      const summary = await summaryOf(persona, now);
      const expected = await fromHeadRequests(clients[persona], now);
      expect(
        {
          ...summary,
          oldest_pending_inquiry:
            summary.oldest_pending_inquiry && Date.parse(summary.oldest_pending_inquiry),
        },
        persona,
      ).toEqual({
        ...expected,
        oldest_pending_inquiry:
          expected.oldest_pending_inquiry && Date.parse(expected.oldest_pending_inquiry),
      });
      // Every number is a real one: a summary of zeros would pass the comparison above for the wrong reason.
      for (const value of Object.values(summary.todo)) expect(value, persona).toBeGreaterThan(0);
      expect(summary.oldest_pending_inquiry).not.toBeNull();
      // 'Att göra' only: the count cards and their badge are not the function's any more.
      expect(Object.keys(summary).sort(), persona).toEqual(['oldest_pending_inquiry', 'todo']);
    }
  });

  it('follows the data: a new pending review moves its line, a new inquiry not the oldest', async () => {
    const before = await summaryOf('admin', new Date());
    const { error } = await clients.anon.from('expert_inquiries').insert({
      name: 'Ny Fråga',
      email: 'ny-fraga@example.se',
      question: 'Vilket kort har lägst årsavgift?',
    });
    expect(error).toBeNull();
    const { rows } = await stack.sql.query<{ id: number }>(
      `select id from public.credit_cards where is_published limit 1`,
    );
    const review = await clients.anon.from('reviews').insert({
      card_id: rows[0].id,
      author_name: 'Granskas',
      rating: 3,
      title: 'Helt okej',
      body: 'Fungerar som väntat.',
    });
    expect(review.error).toBeNull();
    const after = await summaryOf('admin', new Date());
    expect(after.todo.reviews).toBe(before.todo.reviews + 1);
    expect(after.todo['stale-examples']).toBe(before.todo['stale-examples']);
    expect(after.oldest_pending_inquiry).toBe(before.oldest_pending_inquiry);
  });

  it('refuses a signed-in non-admin, an anonymous caller and the service role (no admin)', async () => {
    for (const persona of ['user', 'anon', 'service'] as const) {
      const { data, error } = await clients[persona].rpc('dashboard_summary', {
        p_stale_before: '2025-01-01',
        p_scheduled_from: new Date().toISOString(),
        p_scheduled_to: new Date(Date.now() + 7 * DAY).toISOString(),
        p_changes_since: '2025-01-01',
      });
      expect(data, persona).toBeNull();
      expect(error?.code, persona).toBe('42501');
    }
    // Through the provider: the same refusal as an error, never a summary of what RLS lets a non-admin count.
    await expect(summaryOf('user', new Date())).rejects.toMatchObject({ status: 403 });
  });

  it('takes its lines from the registry: a new line is one function and one add_todo_line, in its position', async () => {
    const bounds = {
      p_stale_before: '2025-01-01',
      p_scheduled_from: new Date().toISOString(),
      p_scheduled_to: new Date(Date.now() + 7 * DAY).toISOString(),
      p_changes_since: '2025-01-01',
    };
    const registered = async () =>
      (
        await stack.sql.query<{ key: string }>(
          'select key from private.dashboard_todo_lines order by position',
        )
      ).rows.map((row) => row.key);
    const keysOf = async () => {
      const { data, error } = await clients.admin.rpc('dashboard_summary', bounds);
      expect(error).toBeNull();
      return data.todo as Record<string, number>;
    };
    expect(Object.keys(await keysOf())).toEqual(await registered());
    await expect(
      stack.sql.query(`select private.add_todo_line('nothing', 99, 'private.todo_nothing')`),
    ).rejects.toThrow(/Ingen funktion private.todo_nothing/);
    try {
      // The line's count comes from the bounds, so the test sees they reach it.
      await stack.sql.query(
        `create function private.todo_test_line(bounds private.todo_bounds) returns bigint
         language sql stable set search_path = '' as $$ select extract(year from bounds.stale_before)::bigint $$`,
      );
      await stack.sql.query(`select private.add_todo_line('test-line', 15, 'private.todo_test_line')`);
      const todoCounts = await keysOf();
      expect(todoCounts['test-line']).toBe(2025);
      expect(Object.keys(todoCounts)).toEqual(await registered());
      expect(Object.keys(todoCounts).slice(0, 3)).toEqual(['reviews', 'test-line', 'stale-examples']);
    } finally {
      await stack.sql.query(`delete from private.dashboard_todo_lines where key = 'test-line'`);
      await stack.sql.query(`drop function if exists private.todo_test_line(private.todo_bounds)`);
    }
  });
});
