import { describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { DataProvider } from 'react-admin';
import { withSearchRpcs } from '../../src/providers/searchRpc.ts';
import type { Stack } from '../../supabase/local/stack.ts';
import { adminDataProvider } from './admin-provider.ts';
import { signedIn } from './personas.ts';
import { withTestStack } from './stack-fixture.ts';
import type { SqlClient } from '../../supabase/local/sql-client.ts';
import { NON_ADMIN } from '../helpers';

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
const REVIEWS = 50_000;

/** Runs fn in a transaction as `authenticated` with the given user's claims, as PostgREST does, then rolls back. */
async function asUser<T>(sql: SqlClient, userId: string, fn: (tx: SqlClient) => Promise<T>): Promise<T> {
  const rollback = new Error('rollback');
  let result: T | undefined;
  await sql
    .transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: userId, role: 'authenticated', aal: 'aal1' }),
      ]);
      await tx.query('set local role authenticated');
      result = await fn(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return result as T;
}

/** Scans of a table or an index counted in the current transaction (not yet flushed to the shared statistics). */
const scans = async (tx: SqlClient, relation: string) =>
  Number(
    (
      await tx.query<{ n: string }>(`select pg_catalog.pg_stat_get_xact_numscans($1::regclass) as n`, [
        relation,
      ])
    ).rows[0].n,
  );

const planOf = async (tx: SqlClient, statement: string): Promise<string> =>
  (await tx.query<{ 'QUERY PLAN': string }>(`explain ${statement}`)).rows
    .map((r) => r['QUERY PLAN'])
    .join('\n');

describe('admin text search uses the trigram indexes', () => {
  let stack: Stack;
  let admin: SupabaseClient;
  let user: SupabaseClient;
  let provider: DataProvider;

  withTestStack(async (started) => {
    stack = started;
    // Enough rows that the planner prefers the index to a scan: every review has its own number (#n). Loaded as
    // the owner without the per-row audit triggers.
    await stack.sql.query(`
      alter table public.reviews disable trigger user;
      insert into public.reviews (card_id, rating, body, author_name, status, rejection_reason)
      select 1 + g % 40, 1 + g % 5,
             (array['Bra försäkringar.', 'Högt valutapåslag utomlands.', 'Smidig app.'])[1 + g % 3] || ' #' || g,
             'Volym ' || g, (array['approved', 'pending', 'rejected'])[1 + g % 3],
             case when g % 3 = 2 then 'Spam' end
        from generate_series(1, ${REVIEWS}) g;
      alter table public.reviews enable trigger user;
      insert into private.review_search_text (review_id, body_lower)
      select id, lower(body) from public.reviews on conflict (review_id) do nothing`);
    // VACUUM, not just ANALYZE: GIN cost estimates read the index's statistics, which VACUUM updates. ANALYZE reads
    // 300 × the statistics target rows: 60,000 reads every row here, so the estimates (and the plans) are the same
    // in every run; a random 30,000 of the 50,000 once made the planner leave the trigram index.
    await stack.sql.query(`
      alter table public.reviews alter column body set statistics 200;
      alter table private.review_search_text alter column body_lower set statistics 200`);
    await stack.sql.query('vacuum analyze public.reviews, private.review_search_text');
    const asAdmin = await adminDataProvider(stack);
    admin = asAdmin.admin;
    user = await signedIn(stack, NON_ADMIN.email);
    const rpcs = { reviews: { filter: 'body@ilike', rpc: 'search_reviews_page' } };
    provider = withSearchRpcs(asAdmin.provider, rpcs, admin);
  });

  it('answers the review list search through the data provider, with the other filters, order, page and count', async () => {
    const { data, total } = await provider.getList('reviews', {
      filter: { 'body@ilike': ' valutapåslag #1234 ', status: 'approved' },
      sort: { field: 'created_at', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    });
    // #1234, #12340..#12349 contain "#1234"; of those the valutapåslag ones are g % 3 = 1, approved is g % 3 = 0:
    // no review is both, so ask for what exists.
    expect(total).toBe(0);
    expect(data).toEqual([]);
    const hits = await provider.getList('reviews', {
      filter: { 'body@ilike': 'valutapåslag #1234', status: 'pending' },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
    });
    const expected = [1234, 12340, 12341, 12342, 12343, 12344, 12345, 12346, 12347, 12348, 12349].filter(
      (g) => g % 3 === 1,
    );
    expect(hits.total).toBe(expected.length);
    expect(hits.data.map((r) => r.body)).toEqual(expected.map((g) => `Högt valutapåslag utomlands. #${g}`));
    // Wildcards typed by the admin are text, not patterns.
    const literal = await provider.getList('reviews', {
      filter: { 'body@ilike': '%' },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 5 },
    });
    expect(literal.total).toBe(0);
  });

  it('finds the rows ilike finds, case-insensitively with å, ä and ö, with the filters, order and page', async () => {
    await stack.sql.query(`
      alter table public.reviews disable trigger user;
      insert into public.reviews (card_id, rating, body, author_name, status, rejection_reason, created_at) values
        (1, 5, 'ÅTERBETALNING DIREKT, ÖVERRASKANDE BRA', 'Versaler', 'pending', null, '2020-01-01'),
        (2, 4, 'Återbetalningen tog en vecka', 'Gemener', 'approved', null, '2020-01-02'),
        (3, 2, 'Ingen återbetalning, ärligt talat dåligt', 'Blandat', 'pending', null, '2020-01-03'),
        (4, 1, 'Valutapåslaget på 2 % är ÄRLIGT TALAT för högt', 'Procent', 'rejected', 'Spam', '2020-01-04');
      alter table public.reviews enable trigger user;
      insert into private.review_search_text (review_id, body_lower)
      select id, lower(body) from public.reviews on conflict (review_id) do nothing`);
    // What the list must show: every word as `body ilike '%word%'` (wildcards as text), run as the table owner.
    const expected = async (
      query: string,
      filter: Record<string, string>,
      order: string,
      limit: number,
      offset: number,
    ) => {
      const words = query.trim().split(/\s+/);
      const params: string[] = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const where = words.map((_, i) => `body ilike $${i + 1}`);
      for (const [column, value] of Object.entries(filter)) {
        params.push(value);
        where.push(`${column} = $${params.length}`);
      }
      const { rows } = await stack.sql.query<{ id: number; total: number }>(
        `select id::int, count(*) over ()::int as total from public.reviews where ${where.join(' and ')}
          order by ${order}`,
        params,
      );
      return { total: rows.length, ids: rows.slice(offset, offset + limit).map((r) => r.id) };
    };
    const cases: Array<
      [string, Record<string, string>, 'created_at' | 'rating', 'ASC' | 'DESC', number, number]
    > = [
      ['återbetalning', {}, 'created_at', 'DESC', 25, 0],
      ['ÅTERBETALNING', { status: 'pending' }, 'created_at', 'DESC', 25, 0],
      ['ärligt TALAT', {}, 'rating', 'DESC', 25, 0],
      ['Ö', {}, 'created_at', 'ASC', 25, 0],
      ['2 %', {}, 'created_at', 'DESC', 25, 0],
      ['valutapåslag', { status: 'pending' }, 'rating', 'ASC', 10, 30],
      ['VALUTAPÅSLAG #12', {}, 'created_at', 'DESC', 25, 50],
    ];
    for (const [query, filter, field, order, perPage, offset] of cases) {
      const { data, total } = await provider.getList('reviews', {
        filter: { 'body@ilike': query, ...filter },
        sort: { field, order },
        pagination: { page: offset / perPage + 1, perPage },
      });
      const want = await expected(query, filter, `${field} ${order}, id ${order}`, perPage, offset);
      expect({ total, ids: data.map((r) => Number(r.id)) }, query).toEqual(want);
    }
    // å, ä and ö fold like A–Z: the capitalised review is found by the lower-case words and the other way round.
    const upper = await provider.getList('reviews', {
      filter: { 'body@ilike': 'återbetalning överraskande' },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 5 },
    });
    expect(upper.data.map((r) => r.author_name)).toEqual(['Versaler']);
    const lower = await provider.getList('reviews', {
      filter: { 'body@ilike': 'ÄRLIGT TALAT DÅLIGT' },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 5 },
    });
    expect(lower.data.map((r) => r.author_name)).toEqual(['Blandat']);
  });

  it('counts a review submitted or edited through the API (the lower-cased texts follow the reviews)', async () => {
    const search = async (query: string) =>
      (
        await provider.getList('reviews', {
          filter: { 'body@ilike': query },
          sort: { field: 'id', order: 'ASC' },
          pagination: { page: 1, perPage: 5 },
        })
      ).total;
    const anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const submitted = await anon.from('reviews').insert({
      card_id: 1,
      rating: 4,
      body: 'Smidig KLARNA-koppling, ÖVERLAG nöjd',
      author_name: 'Besökare',
    });
    expect(submitted.error).toBeNull();
    expect(await search('klarna-koppling överlag')).toBe(1);
    const { data: row } = await admin.from('reviews').select('id').eq('author_name', 'Besökare').single();
    const edited = await admin.from('reviews').update({ body: 'Numera ÄNDRAD text' }).eq('id', row!.id);
    expect(edited.error).toBeNull();
    expect(await search('klarna-koppling')).toBe(0);
    expect(await search('ändrad TEXT')).toBe(1);
    await admin.from('reviews').delete().eq('id', row!.id);
    expect(await search('ändrad TEXT')).toBe(0);
  });

  it('refuses unknown filter and sort columns with a clear error and no rows', async () => {
    const column = await admin.rpc('search_reviews_page', {
      p_query: 'app',
      p_filter: { 'body; drop': 'x' },
    });
    expect(column.error?.code).toBe('42703');
    const sort = await admin.rpc('search_reviews_page', { p_query: 'app', p_sort: 'author_email desc --' });
    expect(sort.error?.code).toBe('42703');
    const order = await admin.rpc('search_reviews_page', { p_query: 'app', p_order: 'sideways' });
    expect(order.error?.code).toBe('22023');
  });

  it('refuses the search RPCs to signed-in non-admins and to anon', async () => {
    const refused = await user.rpc('search_reviews_page', { p_query: 'app' });
    expect(refused.error?.code).toBe('42501');
    const anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    for (const rpc of [
      'search_reviews_page',
      'search_credit_cards_page',
      'search_expert_inquiries_page',
      'search_chat_sessions_page',
    ]) {
      const { error } = await anon.rpc(rpc, { p_query: 'a' });
      expect(error?.code, rpc).toBe('42501');
    }
  });

  it('reads the trigram index, not the table, when the admin searches with RLS on', async () => {
    const counted = await asUser(stack.sql, ADMIN_ID, async (tx) => {
      const before = {
        index: await scans(tx, 'public.reviews_body_trgm_idx'),
        table: await scans(tx, 'public.reviews'),
        countIndex: await scans(tx, 'private.review_search_text_trgm_idx'),
        countTable: await scans(tx, 'private.review_search_text'),
      };
      const { rows } = await tx.query<{ n: number }>(
        `select (public.search_reviews_page('#4242', '{}', 'id', 'ASC', 25, 0) ->> 'total')::int as n`,
      );
      const after = {
        index: await scans(tx, 'public.reviews_body_trgm_idx'),
        table: await scans(tx, 'public.reviews'),
        countIndex: await scans(tx, 'private.review_search_text_trgm_idx'),
        countTable: await scans(tx, 'private.review_search_text'),
      };
      return { rows, before, after };
    });
    expect(counted.rows[0].n).toBe(11); // #4242 and #42420..#42429
    expect(counted.after.index).toBeGreaterThan(counted.before.index);
    expect(counted.after.table).toBe(counted.before.table);
    // The total, with no other filter, is counted on the lower-cased texts, through their trigram index too.
    expect(counted.after.countIndex).toBeGreaterThan(counted.before.countIndex);
    expect(counted.after.countTable).toBe(counted.before.countTable);
  });

  it('plans the RPC statement with a bitmap index scan, where the same filter on the table under RLS cannot', async () => {
    // The statement search_reviews runs, planned as its owner (the definer), for a selective and a broad query.
    for (const query of ['#4242', 'valutapåslag #42']) {
      const condition = (
        await stack.sql.query<{ c: string }>(`select private.search_condition('r.body', $1) as c`, [query])
      ).rows[0].c;
      const plan = await planOf(stack.sql, `select * from public.reviews r where ${condition}`);
      expect(plan, query).toMatch(/Bitmap Index Scan on reviews_body_trgm_idx/);
    }
    // Why the RPC exists: as the admin with RLS on, ilike is not leakproof and the policy's quals come first.
    const rlsPlan = await asUser(stack.sql, ADMIN_ID, (tx) =>
      planOf(tx, `select * from public.reviews where body ilike '%#4242%'`),
    );
    expect(rlsPlan).not.toMatch(/reviews_body_trgm_idx/);
    expect(rlsPlan).toMatch(/Seq Scan on reviews/);
  });
});
