// Issue 32: one person's data, found and erased (find_personal_data, erase_personal_data, migration
// 20261128005100) under the real PostgREST and Auth, RLS on, both backends. After the erasure no text or json column
// of public, private, storage or auth, and no admin API answer, holds the person's e-mail, phone, name or visitor
// id; the history keeps what happened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { personas, type Persona } from './personas.ts';

const PERSON = {
  email: 'Greta.Testsson@Exempel.se',
  phone: '070-555 12 34',
  name: 'Greta Gallring-Testsson',
  visitor: 'besokare-greta-7f3a',
  consent: '6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5',
};
/** The values no column and no answer may hold afterwards (the phone also as typed elsewhere). */
const SECRETS = [PERSON.email, PERSON.phone, '0705551234', PERSON.name, PERSON.visitor, PERSON.consent];
const TERMS = [PERSON.email.toLowerCase(), '0705551234', PERSON.name, PERSON.visitor, PERSON.consent];

interface Found {
  terms: string[];
  tables: Record<string, Array<Record<string, unknown> & { id: number; match: string }>>;
  history: Array<{ table_name: string; row_id: string; action: string; changed_fields: unknown }>;
}

const one = async <T>(query: PromiseLike<{ data: T | null; error: unknown }>): Promise<T> => {
  const { data, error } = await query;
  expect(error).toBeNull();
  return data as T;
};

describe('erasure of one person', () => {
  let stack: Stack;
  let clients: Record<Persona, SupabaseClient>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    stack = await startTestStack();
    clients = await personas(stack);
    const admin = clients.admin;
    const sql = (text: string, params: unknown[] = []) => stack.sql.query<{ id: string }>(text, params);
    const [card] = (await sql('select id::text from public.credit_cards order by id limit 1')).rows;

    // What the visitor wrote, through the public API as visitors do.
    const anon = clients.anon;
    for (const review of [
      { title: 'Bra kort', body: 'Inga avgifter utomlands.', rating: 5 },
      { title: 'Sämre', body: 'Krånglig app.', rating: 2 },
    ]) {
      await one(
        anon
          .from('reviews')
          .insert({ ...review, card_id: card.id, author_name: PERSON.name, author_email: PERSON.email }),
      );
    }
    await one(
      anon.from('reviews').insert({
        card_id: card.id,
        rating: 4,
        body: `Min granne ${PERSON.name} tipsade om kortet.`,
        author_name: 'Olle Orörd',
        author_email: 'olle@exempel.se',
      }),
    );
    await one(
      anon.from('expert_inquiries').insert({
        name: PERSON.name,
        email: PERSON.email,
        phone: PERSON.phone,
        question: 'Vilket kort passar mig?',
      }),
    );
    await one(
      anon
        .from('expert_inquiries')
        .insert({ name: 'Olle Orörd', email: 'olle@exempel.se', question: 'Årsavgift?' }),
    );
    for (const consent of [
      {
        consent_id: PERSON.consent,
        action: 'accept_all',
        functional: true,
        analytics: true,
        marketing: true,
      },
      {
        previous_consent_id: PERSON.consent,
        action: 'withdraw',
        functional: false,
        analytics: false,
        marketing: false,
      },
    ]) {
      await one(
        anon.from('cookie_consents').insert({
          ...consent,
          policy_version: '2026-11',
          ip_hash: 'c0ffee-greta',
          user_agent_family: 'Firefox',
        }),
      );
    }
    // Chats (three sessions; the third deleted before the request, its history still names the visitor).
    const sessions = await sql(
      `insert into public.chat_sessions (visitor_id, page_url, feedback, user_agent_family)
       select $1, 'https://kortjamfor.se/kort/' || g || '?ref=greta', 'Tack! /' || $2, 'Safari'
         from generate_series(1, 3) g returning id::text`,
      [PERSON.visitor, PERSON.name],
    );
    for (const { id } of sessions.rows) {
      await sql(
        `insert into public.chat_messages (session_id, role, content)
         values ($1, 'user', 'Min e-post är ' || $2 || ' och telefon ' || $3), ($1, 'assistant', 'Tack, noterat.')`,
        [id, PERSON.email, PERSON.phone],
      );
    }
    const olle = await sql(
      `insert into public.chat_sessions (visitor_id) values ('besokare-olle') returning id::text`,
    );
    await sql(`insert into public.chat_messages (session_id, role, content) values ($1, 'user', $2)`, [
      olle.rows[0].id,
      `Jag heter Olle, min kompis ${PERSON.name} rekommenderade er.`,
    ]);
    await one(admin.from('chat_sessions').delete().eq('id', sessions.rows[2].id));

    // The admin's work on the person's records (UPDATE rows in the history with an actor).
    const reviews = (
      await sql(`select id::text from public.reviews where author_name = $1 order by id`, [PERSON.name])
    ).rows;
    ids.approved = reviews[0].id;
    ids.pending = reviews[1].id;
    await one(
      admin
        .from('reviews')
        .update({ status: 'approved', published_at: new Date().toISOString() })
        .eq('id', ids.approved),
    );
    ids.inquiry = (
      await sql(`select id::text from public.expert_inquiries where name = $1`, [PERSON.name])
    ).rows[0].id;
    await one(
      admin
        .from('expert_inquiries')
        .update({ status: 'in_progress', internal_note: `Ring ${PERSON.name} på ${PERSON.phone}` })
        .eq('id', ids.inquiry),
    );
    ids.olleInquiry = (
      await sql(`select id::text from public.expert_inquiries where name = 'Olle Orörd'`)
    ).rows[0].id;
  }, 240_000);
  afterAll(() => stack?.stop());

  it('refuses non-admins and an MFA admin at aal1, in the database', async () => {
    for (const persona of ['anon', 'user', 'mfaAdminAal1'] as const) {
      for (const rpc of ['find_personal_data', 'erase_personal_data']) {
        const { error } = await clients[persona].rpc(rpc, { p_terms: TERMS });
        expect(error, `${persona} ${rpc}`).not.toBeNull();
        if (persona !== 'anon') expect(error?.code, `${persona} ${rpc}`).toBe('42501');
      }
    }
    expect(
      (await clients.mfaAdminAal2.rpc('find_personal_data', { p_terms: [PERSON.visitor] })).error,
    ).toBeNull();
  });

  it('refuses bad terms in Swedish', async () => {
    for (const terms of [[], ['  '], ['ab'], ['a"b"c'], Array.from({ length: 11 }, (_, i) => `term-${i}`)]) {
      const { error } = await clients.admin.rpc('find_personal_data', { p_terms: terms });
      expect(error?.code, JSON.stringify(terms)).toBe('22023');
      expect(error?.message).toMatch(/sökord/i);
    }
  });

  it('finds everything, per table and in the history', async () => {
    const found = await one<Found>(clients.admin.rpc('find_personal_data', { p_terms: TERMS }));
    const count = (table: string, match: string) =>
      found.tables[table].filter((row) => row.match === match).length;
    expect(count('reviews', 'person')).toBe(2);
    expect(count('reviews', 'mention')).toBe(1);
    expect(count('expert_inquiries', 'person')).toBe(1);
    expect(count('expert_inquiries', 'mention')).toBe(0);
    expect(count('chat_sessions', 'person')).toBe(2);
    expect(count('chat_messages', 'person')).toBe(4);
    expect(count('chat_messages', 'mention')).toBe(1);
    expect(count('cookie_consents', 'person')).toBe(2);
    // The history: the records' inserts and edits, and the deleted session's insert and delete.
    const deleted = found.history.filter(
      (row) => row.table_name === 'chat_sessions' && row.action === 'DELETE',
    );
    expect(deleted).toHaveLength(1);
    expect(
      found.history.some((row) => row.table_name === 'expert_inquiries' && row.action === 'UPDATE'),
    ).toBe(true);
    expect(found.history.length).toBeGreaterThanOrEqual(10);
    // Case and spacing of the e-mail do not matter, the phone matches by its digits.
    const byPhone = await one<Found>(
      clients.admin.rpc('find_personal_data', { p_terms: [' 070 555 12 34 '] }),
    );
    expect(byPhone.tables.expert_inquiries.map((row) => String(row.id))).toEqual([ids.inquiry]);
  });

  it('erases it in one go: nothing left in any column of any schema, nor in any admin answer', async () => {
    const counts = await one<Record<string, number>>(
      clients.admin.rpc('erase_personal_data', { p_terms: TERMS }),
    );
    expect(counts).toMatchObject({
      reviews_pseudonymised: 1,
      reviews_deleted: 1,
      expert_inquiries_deleted: 1,
      chat_sessions_deleted: 2,
      chat_messages_deleted: 4,
      cookie_consents_deleted: 2,
      mentions_redacted: 2,
    });

    const { rows: columns } = await stack.sql.query<{ schema: string; table: string; column: string }>(
      `select c.table_schema as schema, c.table_name as table, c.column_name as column
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema in ('public', 'private', 'storage', 'auth') and t.table_type = 'BASE TABLE'
          and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'uuid')
               or c.udt_name in ('_text', '_varchar'))`,
    );
    expect(columns.length).toBeGreaterThan(100);
    const hits: string[] = [];
    for (const { schema, table, column } of columns) {
      const { rows } = await stack.sql.query<{ value: string }>(
        `select ${quote(column)}::text as value from ${quote(schema)}.${quote(table)}
          where lower(${quote(column)}::text) like any ($1)`,
        [SECRETS.map((secret) => `%${secret.toLowerCase()}%`)],
      );
      for (const row of rows) hits.push(`${schema}.${table}.${column}: ${row.value}`);
    }
    expect(hits).toEqual([]);

    // Every admin answer: the lists (all rows, all columns) and the history RPCs.
    const answers: unknown[] = [];
    for (const table of [
      'reviews',
      'expert_inquiries',
      'chat_sessions',
      'chat_messages',
      'cookie_consents',
      'audit_log',
    ]) {
      answers.push(await one(clients.admin.from(table).select('*').limit(10_000)));
    }
    answers.push(await one(clients.admin.rpc('audit_actors')));
    // A new search finds nothing (its answer echoes the terms searched for, so only its findings are scanned).
    const after = await one<Found>(clients.admin.rpc('find_personal_data', { p_terms: TERMS }));
    answers.push(after.tables, after.history);
    expect(Object.values(after.tables).flat()).toEqual([]);
    expect(after.history).toEqual([]);
    const text = JSON.stringify(answers).toLowerCase();
    expect(SECRETS.filter((secret) => text.includes(secret.toLowerCase()))).toEqual([]);
  });

  it('keeps the published review, pseudonymised, and the other people untouched', async () => {
    const review = await one<Record<string, unknown>>(
      clients.admin.from('reviews').select('*').eq('id', ids.approved).single(),
    );
    expect(review).toMatchObject({
      author_name: 'Anonym',
      author_email: null,
      body: 'Inga avgifter utomlands.',
    });
    expect(
      (await one<unknown[]>(clients.admin.from('reviews').select('id').eq('id', ids.pending))).length,
    ).toBe(0);
    const mention = await one<Array<{ body: string; author_name: string }>>(
      clients.admin.from('reviews').select('body, author_name').eq('author_email', 'olle@exempel.se'),
    );
    expect(mention).toEqual([{ body: 'Min granne [raderad] tipsade om kortet.', author_name: 'Olle Orörd' }]);
    const olle = await one<Array<{ question: string }>>(
      clients.admin.from('expert_inquiries').select('question').eq('id', ids.olleInquiry),
    );
    expect(olle).toEqual([{ question: 'Årsavgift?' }]);
    const olleChat = await one<Array<{ content: string }>>(
      clients.admin.from('chat_messages').select('content').like('content', 'Jag heter Olle%'),
    );
    expect(olleChat).toEqual([{ content: 'Jag heter Olle, min kompis [raderad] rekommenderade er.' }]);
  });

  it('keeps what happened in the history, and records the erasure without the personal data', async () => {
    const history = await one<
      Array<{
        table_name: string;
        row_id: string;
        action: string;
        actor_id: string | null;
        changed_fields: Record<string, unknown>;
      }>
    >(clients.admin.from('audit_log').select('*').order('id'));
    const inquiry = history.filter(
      (row) => row.table_name === 'expert_inquiries' && row.row_id === ids.inquiry,
    );
    expect(inquiry.map((row) => row.action)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(inquiry[0].changed_fields).toMatchObject({
      name: '[raderad]',
      email: '[raderad]',
      phone: '[raderad]',
    });
    expect(inquiry[1].changed_fields).toMatchObject({
      status: { old: 'pending', new: 'in_progress' },
      internal_note: { old: null, new: '[raderad]' },
    });
    const [erasure] = history.filter((row) => row.table_name === 'personal_data');
    const { data: me } = await clients.admin.auth.getUser();
    expect(erasure).toMatchObject({ action: 'DELETE', actor_id: me.user!.id });
    expect(erasure.changed_fields).toMatchObject({ expert_inquiries_deleted: 1, chat_sessions_deleted: 2 });
    // The approved review's history keeps its text, without the author.
    const approved = history.filter((row) => row.table_name === 'reviews' && row.row_id === ids.approved);
    expect(approved[0].changed_fields).toMatchObject({
      author_name: '[raderad]',
      author_email: '[raderad]',
      body: 'Inga avgifter utomlands.',
    });
  });

  it('Radera besökarens chattar leaves no copy of the visitor either', async () => {
    const visitor = 'besokare-kalle-91b2';
    const { rows } = await stack.sql.query<{ id: string }>(
      `insert into public.chat_sessions (visitor_id, page_url, feedback) values ($1, 'https://kortjamfor.se/?v=' || $1, 'Bra')
       returning id::text`,
      [visitor],
    );
    await stack.sql.query(`update public.chat_sessions set rating = 4 where id = $1`, [rows[0].id]);
    expect(await one(clients.admin.rpc('delete_visitor_chats', { p_visitor_id: visitor }))).toBe(1);
    const { rows: left } = await stack.sql.query<{ n: string }>(
      `select count(*)::text as n from public.audit_log where changed_fields::text like '%' || $1 || '%'`,
      [visitor],
    );
    expect(left[0].n).toBe('0');
    const { rows: kept } = await stack.sql.query<{ action: string }>(
      `select action from public.audit_log where table_name = 'chat_sessions' and row_id = $1 order by id`,
      [rows[0].id],
    );
    expect(kept.map((row) => row.action)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  });
});

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
