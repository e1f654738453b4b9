// Issue 18, item 6: anonymous visitors could store 10 MB values in every text column the public site writes. Each
// such column now has a length limit in the database: through PostgREST as anon, a value one character over the
// limit (and a 100 KB one) is refused with the constraint's name and nothing is stored, while a value at the limit
// is accepted, so the limits fit real data. The app maps the refusal to a Swedish message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { LENGTH_LIMITS } from '../../src/lib/lengthLimits.ts';
import { constraintOf, fieldErrorOf } from '../../src/providers/databaseErrors.ts';
import { i18nProvider } from '../../src/providers/i18nProvider.ts';
import { startTestStack } from './backends.ts';

type Row = Record<string, unknown>;

/** A valid anonymous row per table; `sessionId` is an open chat session. */
const validRow = (table: string, sessionId: number): Row =>
  ({
    reviews: {
      card_id: 1,
      rating: 4,
      body: 'Bra kort',
      author_name: 'Anna',
      author_email: 'anna@example.se',
    },
    expert_inquiries: {
      name: 'Anna',
      email: 'anna@example.se',
      phone: '070-123 45 67',
      question: 'Vilket kort?',
    },
    chat_sessions: { visitor_id: 'gränstest', page_url: '/kreditkort', user_agent_family: 'Firefox' },
    chat_messages: { session_id: sessionId, role: 'user', content: 'Hej!' },
    cookie_consents: {
      policy_version: '2026-09',
      locale: 'sv-SE',
      functional: true,
      analytics: false,
      marketing: false,
      action: 'custom',
      ip_hash: 'abc123',
      user_agent_family: 'Safari',
    },
  })[table]!;

/** A value of `length` characters that passes the column's other rules (e-mail format). */
const valueOf = (column: string, length: number) =>
  column.endsWith('email') ? `${'a'.repeat(length - 8)}@test.se` : 'x'.repeat(length);

/** Every column an anonymous visitor writes (the moderation fields are reset by a trigger for visitors). */
const PUBLIC_COLUMNS: [string, string][] = [
  ['reviews', 'title'],
  ['reviews', 'body'],
  ['reviews', 'author_name'],
  ['reviews', 'author_email'],
  ['expert_inquiries', 'name'],
  ['expert_inquiries', 'email'],
  ['expert_inquiries', 'phone'],
  ['expert_inquiries', 'question'],
  ['chat_sessions', 'visitor_id'],
  ['chat_sessions', 'page_url'],
  ['chat_sessions', 'user_agent_family'],
  ['chat_sessions', 'feedback'],
  ['chat_messages', 'content'],
  ['cookie_consents', 'policy_version'],
  ['cookie_consents', 'locale'],
  ['cookie_consents', 'ip_hash'],
  ['cookie_consents', 'user_agent_family'],
];

describe('length limits on anonymously writable columns, through PostgREST as anon', () => {
  let stack: Stack;
  let anon: SupabaseClient;
  let sessionId: number;
  const count = async (table: string) =>
    Number((await stack.sql.query<{ n: string }>(`select count(*) as n from public.${table}`)).rows[0]!.n);

  beforeAll(async () => {
    stack = await startTestStack();
    anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const session = await stack.sql.query<{ id: number }>(
      `insert into public.chat_sessions (visitor_id) values ('gränstest') returning id`,
    );
    sessionId = session.rows[0]!.id;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('LENGTH_LIMITS lists exactly the <table>_<column>_length constraints of the migrated database', async () => {
    const { rows } = await stack.sql.query<{ tbl: string; conname: string; def: string }>(
      `select c.conrelid::regclass::text as tbl, c.conname, pg_get_constraintdef(c.oid) as def
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = 'public' and c.contype = 'c' and c.conname like '%\\_length'`,
    );
    const databaseLimits: Record<string, Record<string, number>> = {};
    for (const { tbl, conname, def } of rows) {
      // A text[] column's limit is its longest element's (private.max_char_length).
      const [, column, max] =
        /^CHECK \(\((?:private\.max_char_length|char_length)\((\w+)\) <= (\d+)\)\)$/.exec(def) ?? [];
      expect(conname, def).toBe(`${tbl.replace(/^public\./, '')}_${column}_length`);
      (databaseLimits[tbl.replace(/^public\./, '')] ??= {})[column!] = Number(max);
    }
    expect(LENGTH_LIMITS).toEqual(databaseLimits);
  });

  it('has a limit for every column a visitor writes', () => {
    for (const [table, column] of PUBLIC_COLUMNS) {
      expect(LENGTH_LIMITS[table]?.[column], `${table}.${column}`).toBeGreaterThan(0);
    }
    expect(LENGTH_LIMITS.reviews!.author_email).toBe(254);
    expect(LENGTH_LIMITS.expert_inquiries!.email).toBe(254);
    expect(LENGTH_LIMITS.expert_inquiries!.phone).toBe(32);
  });

  for (const [table, column] of PUBLIC_COLUMNS) {
    it(`${table}.${column}: refuses one character over the limit and 100 KB, accepts the limit`, async () => {
      const max = LENGTH_LIMITS[table]![column]!;
      const before = await count(table);
      for (const length of [max + 1, 100_000]) {
        const { error } = await anon
          .from(table)
          .insert({ ...validRow(table, sessionId), [column]: valueOf(column, length) });
        expect(error, `${table}.${column} × ${length}`).not.toBeNull();
        expect(error!.code).toBe('23514');
        const constraint = constraintOf(error!);
        expect(constraint).toBe(`${table}_${column}_length`);
        const fieldError = fieldErrorOf(constraint!);
        expect(fieldError?.field).toBe(column);
        expect(i18nProvider.translate(fieldError!.key, fieldError!.args)).toBe(`Högst ${max} tecken.`);
      }
      expect(await count(table)).toBe(before);
      const { error } = await anon
        .from(table)
        .insert({ ...validRow(table, sessionId), [column]: valueOf(column, max) });
      expect(error).toBeNull();
      expect(await count(table)).toBe(before + 1);
    });
  }
});
