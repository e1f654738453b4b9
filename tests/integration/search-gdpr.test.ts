// Issue 22: a GDPR request names a visitor id or an e-mail address. The chat list's search finds the visitor's
// sessions by id, the inquiry list's search finds inquiries by e-mail, through the app's data provider (the search
// RPCs) with the list's other filters, with RLS on, on both backends; the statements use the indexes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseDataProvider } from 'ra-supabase-core';
import type { DataProvider } from 'react-admin';
import { withSearchRpcs } from '../../src/providers/searchRpc.ts';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { signedIn } from './personas.ts';
import { ADMIN, NON_ADMIN } from '../helpers.ts';

const SESSIONS = 5_000;
const INQUIRIES = 3_000;
/** The lists' search settings (src/resources/chats/index.ts and inquiries/index.ts). */
const SEARCHES = {
  chats: { filter: 'q', rpc: 'search_chat_sessions_page' },
  inquiries: { filter: 'question@ilike', rpc: 'search_expert_inquiries_page' },
};

describe('GDPR searches: chats by visitor id, inquiries by e-mail', () => {
  let stack: Stack;
  let provider: DataProvider;
  const page = { page: 1, perPage: 25 };

  beforeAll(async () => {
    stack = await startTestStack();
    await stack.sql.query(`
      insert into public.chat_sessions (visitor_id, flagged)
      select 'besokare-' || (g % 2500), g % 7 = 0 from generate_series(1, ${SESSIONS}) g;
      insert into public.chat_messages (session_id, role, content)
      select s.id, 'user', 'Hej, jag undrar över kort nummer ' || s.id from public.chat_sessions s;
      insert into public.expert_inquiries (name, email, question, status)
      select 'Person ' || g, 'person' || g || '@exempel.se', 'Vilket kort passar mig? Fråga ' || g,
             (array['pending', 'in_progress', 'closed'])[1 + g % 3]
        from generate_series(1, ${INQUIRIES}) g;
      insert into public.expert_inquiries (name, email, question)
      values ('Anna Svensson', 'Anna.Svensson@Exempel.se', 'Radera mina uppgifter')`);
    // VACUUM, not just ANALYZE: GIN cost estimates read the index's statistics, which VACUUM updates.
    await stack.sql.query(
      'vacuum analyze public.chat_sessions, public.chat_messages, public.expert_inquiries',
    );
    const admin = await signedIn(stack, ADMIN.email);
    provider = withSearchRpcs(
      supabaseDataProvider({ instanceUrl: stack.url, apiKey: stack.anonKey, supabaseClient: admin }),
      SEARCHES,
      admin,
    );
  }, 180_000);
  afterAll(() => stack?.stop());

  it('finds every session of a visitor id (trimmed), with the list filters, and only those', async () => {
    const all = await provider.getList('chats', {
      filter: { q: '  besokare-42 ' },
      sort: { field: 'started_at', order: 'DESC' },
      pagination: page,
    });
    expect(all.total).toBe(2); // g = 42 and 2542
    expect(all.data.every((row) => row.visitor_id === 'besokare-42')).toBe(true);
    // Not a prefix or substring match: besokare-4 is another visitor.
    const other = await provider.getList('chats', { filter: { q: 'besokare-4' }, pagination: page });
    expect(other.data.map((row) => row.visitor_id)).toEqual(['besokare-4', 'besokare-4']);
    const flagged = await provider.getList('chats', {
      filter: { q: 'besokare-7', flagged: true },
      sort: { field: 'id', order: 'ASC' },
      pagination: page,
    });
    expect(flagged.total).toBe(1); // g = 7 (flagged), not 2507
    // The message text is still searched.
    const byText = await provider.getList('chats', { filter: { q: 'nummer' }, pagination: page });
    const { rows } = await stack.sql.query<{ n: number }>(
      `select count(distinct session_id)::int as n from public.chat_messages where content ilike '%nummer%'`,
    );
    expect(byText.total).toBe(rows[0].n);
    expect(byText.total).toBeGreaterThanOrEqual(SESSIONS);
  });

  it('finds inquiries by e-mail address, whole or in part, whatever the case', async () => {
    const whole = await provider.getList('inquiries', {
      filter: { 'question@ilike': 'anna.svensson@exempel.se' },
      sort: { field: 'created_at', order: 'ASC' },
      pagination: page,
    });
    expect(whole.data.map((row) => row.name)).toEqual(['Anna Svensson']);
    const part = await provider.getList('inquiries', {
      filter: { 'question@ilike': 'person123@', status: 'pending' },
      sort: { field: 'id', order: 'ASC' },
      pagination: page,
    });
    expect(part.data.map((row) => row.email)).toEqual(['person123@exempel.se']); // 123 % 3 = 0: pending
    // The question is still searched.
    const byQuestion = await provider.getList('inquiries', {
      filter: { 'question@ilike': 'Radera' },
      pagination: page,
    });
    expect(byQuestion.total).toBe(1);
  });

  it('plans the lookups on the indexes (visitor id btree, e-mail trigram), not a scan of the table', async () => {
    // At these sizes a scan costs little and the planner may choose it; with scans priced out, the plan shows
    // whether an index can answer the condition at all (without the index it stays a Seq Scan).
    const explain = async (statement: string) => {
      let plan = '';
      await stack.sql.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        plan = (await tx.query<{ 'QUERY PLAN': string }>(`explain ${statement}`)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      });
      return plan;
    };
    const visitor = await explain(
      `select s.id from public.chat_sessions s where s.visitor_id = 'besokare-42'`,
    );
    expect(visitor).toMatch(/chat_sessions_visitor_id_idx/);
    const condition = (
      await stack.sql.query<{ c: string }>(
        `select private.search_condition('t.email', 'svensson@exempel') as c`,
      )
    ).rows[0].c;
    expect(await explain(`select * from public.expert_inquiries t where ${condition}`)).toMatch(
      /expert_inquiries_email_trgm_idx/,
    );
  });

  it('refuses non-admins', async () => {
    const user = await signedIn(stack, NON_ADMIN.email);
    const { error } = await user.rpc('search_chat_sessions_page', { p_query: 'besokare-42' });
    expect(error?.code).toBe('42501');
  });
});
