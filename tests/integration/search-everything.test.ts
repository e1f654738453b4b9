import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { personas, signedIn, type Persona } from './personas.ts';
import { withTestStack } from './stack-fixture.ts';
import { EDITOR } from '../helpers';

interface Hit {
  kind: string;
  id: string;
  label: string;
  secondary: string | null;
  rank: number;
}

const CONSENT_ID = '7d0c6f1e-3b7a-4a53-9a44-0c1f5e2b9d11';
const TABLES: Record<string, string> = {
  cards: 'credit_cards',
  banks: 'banks',
  networks: 'networks',
  categories: 'categories',
  reviews: 'reviews',
  inquiries: 'expert_inquiries',
  chats: 'chat_sessions',
  cookies: 'cookie_consents',
  news: 'news_articles',
  blog: 'blog_posts',
  texts: 'site_texts',
};

describe('search_everything (Ctrl/Cmd+K)', () => {
  let stack: Stack;
  let as: Record<Persona, SupabaseClient>;
  let editor: SupabaseClient;
  const ids: Record<string, string> = {};

  withTestStack(async (started) => {
    stack = started;
    as = await personas(stack);
    editor = await signedIn(stack, EDITOR.email);
    // One "Zylof" of each kind, named so that each rank is met: the bank's whole name (0), a card starting with it
    // (1), a card containing it (2). Inserted as the owner, as a migration or import would.
    const { rows } = await stack.sql.query<{ kind: string; id: string }>(`
      with bank as (
        insert into public.banks (name, slug, org_number) values ('Zylof', 'zylof', '556677-8899') returning id
      ), cards as (
        insert into public.credit_cards (name, slug, bank_id, network_id, is_published)
        select v.name, v.slug, bank.id, (select min(id) from public.networks), false
          from bank, (values ('Zylof Platinum', 'zylof-platinum'), ('Guld Zylof', 'guld-zylof')) as v (name, slug)
        returning id, name
      ), review as (
        insert into public.reviews (card_id, rating, title, body, author_name, author_email, status)
        select min(id), 4, 'Bra kort', 'Fungerar fint.', 'Zylof Andersson', 'zylof.andersson@example.se', 'pending'
          from cards returning id
      ), inquiry as (
        insert into public.expert_inquiries (name, email, question)
        values ('Karin Zylofsson', 'karin@example.se', 'Vilket kort passar mig?') returning id
      ), chat as (
        insert into public.chat_sessions (visitor_id, started_at) values ('besokare-zylof-42', now()) returning id
      ), consent as (
        insert into public.cookie_consents (consent_id, policy_version, functional, analytics, marketing, action)
        values ('${CONSENT_ID}', '2026-01', true, false, false, 'custom') returning id
      )
      select 'bank' as kind, id::text from bank
      union all select 'card:' || name, id::text from cards
      union all select 'review', id::text from review
      union all select 'inquiry', id::text from inquiry
      union all select 'chat', id::text from chat
      union all select 'consent', id::text from consent`);
    for (const row of rows) ids[row.kind] = row.id;
  });

  const search = async (client: SupabaseClient, query: string, limit?: number) => {
    const { data, error } = await client.rpc('search_everything', {
      p_query: query,
      ...(limit === undefined ? {} : { p_limit: limit }),
    });
    if (error) throw new Error(`${error.code}: ${error.message}`);
    return data as Hit[];
  };

  it('ranks an exact match first, then a prefix, then a word inside, and groups the hits by kind', async () => {
    const hits = await search(as.admin, 'zylof');
    const zylof = hits.map((h) => [h.kind, h.label, h.rank]);
    expect(zylof).toEqual([
      ['banks', 'Zylof', 0],
      ['cards', 'Zylof Platinum', 1],
      ['cards', 'Guld Zylof', 2],
      ['reviews', 'Bra kort', 1],
      ['inquiries', 'Karin Zylofsson', 2],
    ]);
    // Grouped: each kind's hits are consecutive.
    const kinds = hits.map((h) => h.kind);
    expect(kinds.filter((k, i) => kinds.indexOf(k) !== i && kinds[i - 1] !== k)).toEqual([]);
    expect(hits.find((h) => h.kind === 'banks')?.secondary).toBe('556677-8899');
    expect(hits.find((h) => h.label === 'Zylof Platinum')?.secondary).toBe('Zylof');
  });

  it('finds by e-mail, id, visitor id, consent id and org number, exactly and first', async () => {
    const byEmail = await search(as.admin, 'ZYLOF.andersson@example.se');
    expect(byEmail[0]).toMatchObject({ kind: 'reviews', id: ids.review, rank: 0 });
    expect((await search(as.admin, 'karin@example.se'))[0]).toMatchObject({
      kind: 'inquiries',
      id: ids.inquiry,
      rank: 0,
    });
    const byId = await search(as.admin, ids['card:Zylof Platinum']);
    expect(byId).toContainEqual(
      expect.objectContaining({
        kind: 'cards',
        id: ids['card:Zylof Platinum'],
        label: 'Zylof Platinum',
        rank: 0,
      }),
    );
    // Other kinds may hold a row with the same id; a name that merely contains the digits ranks after them.
    expect(byId.filter((h) => h.rank === 0).every((h) => h.id === ids['card:Zylof Platinum'])).toBe(true);
    expect(await search(as.admin, ' besokare-zylof-42 ')).toEqual([
      expect.objectContaining({ kind: 'chats', id: ids.chat, label: 'besokare-zylof-42', rank: 0 }),
    ]);
    // A visitor id is found whole, never by a part of it.
    expect((await search(as.admin, 'besokare-zylof')).filter((h) => h.kind === 'chats')).toEqual([]);
    expect(await search(as.admin, CONSENT_ID.toUpperCase())).toEqual([
      expect.objectContaining({ kind: 'cookies', id: ids.consent, label: CONSENT_ID, rank: 0 }),
    ]);
    expect((await search(as.admin, '556677-8899'))[0]).toMatchObject({
      kind: 'banks',
      id: ids.bank,
      rank: 0,
    });
  });

  it('finds an e-mail by its beginning in any case, and by a part without the @', async () => {
    // The prefix tier compares lower(column) with a btree (issue 35: the trigram scans read the whole table).
    expect((await search(as.admin, 'ZYLOF.ANDERSSON@')).filter((h) => h.kind === 'reviews')).toEqual([
      expect.objectContaining({ id: ids.review, rank: 1 }),
    ]);
    expect((await search(as.admin, 'andersson@ex')).filter((h) => h.kind === 'reviews')).toEqual([]);
    expect((await search(as.admin, 'andersson')).filter((h) => h.kind === 'reviews')).toEqual([
      expect.objectContaining({ id: ids.review, rank: 2 }),
    ]);
  });

  it('serves e-mails and prefixes of the large tables from btree indexes on lower()', async () => {
    // The test's tables are small: with sequential scans priced out the planner shows which indexes can serve.
    await stack.sql.query('set enable_seqscan = off');
    try {
      const { rows } = await stack.sql.query<{ 'QUERY PLAN': string }>(`explain
        select id from public.reviews t
         where pg_catalog.lower(t.author_email) = 'r1@example.se'
            or pg_catalog.lower(t.author_name) like 'recensent 4%'
         limit 20`);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('reviews_author_email_lower_idx');
      expect(plan).toContain('reviews_author_name_lower_idx');
    } finally {
      await stack.sql.query('reset enable_seqscan');
    }
  });

  it('finds seeded content of every other kind by name or title, and limits each kind', async () => {
    for (const [kind, table, column] of [
      ['networks', 'networks', 'name'],
      ['categories', 'categories', 'name'],
      ['news', 'news_articles', 'title'],
      ['blog', 'blog_posts', 'title'],
      ['texts', 'site_texts', 'title'],
    ]) {
      const { rows } = await stack.sql.query<{ id: string; label: string }>(
        `select id::text, ${column} as label from public.${table} order by id limit 1`,
      );
      expect(rows.length, table).toBe(1);
      const hits = await search(as.admin, rows[0].label);
      expect(hits, kind).toContainEqual(
        expect.objectContaining({ kind, id: rows[0].id, label: rows[0].label, rank: 0 }),
      );
    }
    const one = await search(as.admin, 'zylof', 1);
    expect(one.filter((h) => h.kind === 'cards').map((h) => h.label)).toEqual(['Zylof Platinum']);
  });

  it('takes what is typed as text: quotes, wildcards and SQL find nothing and change nothing', async () => {
    for (const query of [
      "'; drop table public.banks; --",
      "zylof') or true --",
      '%',
      '_',
      '\\',
      '%zylof%',
      "Zylof'",
      '1 or 1=1',
      '$$; select 1; $$',
    ]) {
      const hits = await search(as.admin, query);
      expect(hits, query).toEqual([]);
    }
    const { rows } = await stack.sql.query<{ n: number }>(`select count(*)::int as n from public.banks`);
    expect(rows[0].n).toBeGreaterThan(1);
  });

  it('refuses bad limits and overlong queries in Swedish', async () => {
    for (const limit of [0, 51]) {
      const { error } = await as.admin.rpc('search_everything', { p_query: 'zylof', p_limit: limit });
      expect(error?.code, String(limit)).toBe('22023');
    }
    const long = await as.admin.rpc('search_everything', { p_query: 'a'.repeat(201) });
    expect(long.error?.code).toBe('22023');
    expect(long.error?.message).toBe('Sökningen får vara högst 200 tecken');
    expect(await search(as.admin, '   ')).toEqual([]);
  });

  it('gives anon, visitors and an admin at aal1 nothing; an admin at aal2 everything', async () => {
    for (const persona of ['anon', 'user', 'mfaAdminAal1'] as const) {
      const { data, error } = await as[persona].rpc('search_everything', { p_query: 'zylof' });
      expect(data, persona).toBeNull();
      expect(error?.code, persona).toBe('42501');
    }
    expect((await search(as.mfaAdminAal2, 'zylof')).length).toBe((await search(as.admin, 'zylof')).length);
  });

  it("shows an editor only the rows the editor's policies let them read", async () => {
    const all = await search(as.admin, 'zylof');
    const seen = await search(editor, 'zylof');
    for (const hit of all) {
      const { data, error } = await editor.from(TABLES[hit.kind]).select('id').eq('id', hit.id);
      expect(error, hit.kind).toBeNull();
      const readable = (data ?? []).length === 1;
      expect(
        seen.some((s) => s.kind === hit.kind && s.id === hit.id),
        `${hit.kind} ${hit.label}`,
      ).toBe(readable);
    }
    // The check is not vacuous: the editor reads fewer of these rows than the admin (a consent is admin-only).
    const consent = await search(editor, CONSENT_ID);
    const { data } = await editor.from('cookie_consents').select('id').eq('id', ids.consent);
    expect(consent.length).toBe((data ?? []).length);
    expect(seen.length).toBeGreaterThan(0);
  });
});
