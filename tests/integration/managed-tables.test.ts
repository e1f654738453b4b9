// Issue 30: a resource's table is protected by construction. private.manage_table gives a table everything a managed
// resource needs, private.managed_table_problems() names what a managed table lacks, every table of the app's
// resource registry is managed, and the README's "Adding a resource" template, run as written, gives a table that
// refuses visitors, keeps history, refuses a stale version (409) and too long a text.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import type { SqlClient } from '../../supabase/local/sql-client.ts';
import { lintDatabase } from '../../scripts/db/db-lint.ts';
import { RECORD_TABLES } from '../../src/lib/recordTables.ts';
import { startTestStack } from './backends.ts';
import { signedIn } from './personas.ts';
import { createClient } from '@supabase/supabase-js';

// The registry is typed by tsconfig.app.json (JSX views, Vite's env): loaded by a path tsc does not follow.
const appModule = (path: string): Promise<unknown> => import(/* @vite-ignore */ path);
interface RegistryModule {
  resourceRegistry: unknown;
  tablesOf(registry: unknown): Record<string, string>;
}

interface Problem {
  table_name: string;
  problem: string;
}

const problems = async (sql: Pick<SqlClient, 'query'>): Promise<Problem[]> =>
  (await sql.query<Problem>('select table_name, problem from private.managed_table_problems()')).rows;

const managedTables = async (sql: Pick<SqlClient, 'query'>): Promise<string[]> =>
  (
    await sql.query<{ name: string }>(
      `select c.relname as name from private.managed_tables m join pg_class c on c.oid = m.relid order by 1`,
    )
  ).rows.map((row) => row.name);

/** The first ```sql block of the README's "## Adding a resource" section, as a newcomer copies it. */
async function readmeTemplate(): Promise<string> {
  const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Adding a resource\n'));
  const block = /```sql\n([\s\S]*?)```/.exec(section ?? '')?.[1];
  if (!block) throw new Error('README: no ```sql block under "## Adding a resource"');
  return block.replace(/^ {3}/gm, '');
}

/** Runs fn in a transaction that is always rolled back. */
async function rolledBack<T>(sql: SqlClient, fn: (tx: SqlClient) => Promise<T>): Promise<T> {
  const rollback = new Error('rollback');
  let result: T | undefined;
  await sql
    .transaction(async (tx) => {
      result = await fn(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return result as T;
}

describe('managed tables', () => {
  let stack: Stack;
  // Seeded: the README's template is tried with the seeded admin and user.
  beforeAll(async () => void (stack = await startTestStack({ seed: true })));
  afterAll(() => stack?.stop());

  it('every managed table of the migrated schema has everything a managed resource needs', async () => {
    // The registry's ten resources and site texts, the retention rules (issue 32), the credit rules by date (34)
    // and the saved views (35).
    expect([...(await managedTables(stack.sql))].sort()).toEqual(
      [
        ...['banks', 'blog_posts', 'categories', 'chat_sessions', 'cookie_consents', 'credit_cards'],
        ...['expert_inquiries', 'networks', 'news_articles', 'reviews', 'site_texts'],
        ...['credit_rule_sets', 'reference_rates', 'retention_rules'],
        'saved_views',
        // issue 35: card change proposals and the approval setting
        ...['card_change_proposals', 'approval_settings'],
      ].sort(),
    );
    expect(await problems(stack.sql)).toEqual([]);
  });

  it("every table of the app's resource registry is managed, and RECORD_TABLES lists exactly those", async () => {
    const { resourceRegistry, tablesOf } = (await appModule(
      '../../src/resources/registry.ts',
    )) as RegistryModule;
    const registryTables = [...new Set(Object.values(tablesOf(resourceRegistry)))].sort();
    const managed = await managedTables(stack.sql);
    expect(
      registryTables.filter((table) => !managed.includes(table)),
      'resources whose table was never given to private.manage_table',
    ).toEqual([]);
    expect([...RECORD_TABLES].sort()).toEqual(registryTables);
  });

  it('has a length limit on every text column anon or authenticated may write, managed table or not', async () => {
    const { rows } = await stack.sql.query<{ name: string }>(
      `select c.oid::regclass::text || '.' || a.attname as name
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind = 'r' and private.is_text_type(a.atttypid)
          and not private.column_has_length_limit(c.oid, a.attnum)
          and exists (select 1 from unnest(array['anon', 'authenticated']) as r (role),
                                    unnest(array['INSERT', 'UPDATE']) as p (privilege)
                       where has_column_privilege(r.role, c.oid, a.attnum, p.privilege))
        order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual([]);
  });

  it('names what each managed table lacks', async () => {
    const found = await rolledBack(stack.sql, async (tx) => {
      const gaps: Record<string, string> = {
        lacks_version: 'drop trigger lacks_version_bump_version on public.lacks_version',
        lacks_updated_at: 'drop trigger lacks_updated_at_set_updated_at on public.lacks_updated_at',
        lacks_audit: 'drop trigger lacks_audit_audit on public.lacks_audit',
        lacks_length: 'alter table public.lacks_length drop constraint lacks_length_note_length',
        lacks_rls: 'alter table public.lacks_rls disable row level security',
        lacks_policy: 'drop policy "admin updates lacks_policy" on public.lacks_policy',
        lacks_grant: 'revoke delete on public.lacks_grant from authenticated',
      };
      for (const [table, gap] of Object.entries(gaps)) {
        await tx.query(
          `create table public.${table} (id bigint generated always as identity primary key, note text)`,
        );
        await tx.query(`select private.manage_table('public.${table}', '{"note": 100}')`);
        await tx.query(gap);
      }
      // A table registered by hand, with none of it.
      await tx.query(`create table public.lacks_all (id bigint primary key, note text, tags text[])`);
      await tx.query(`insert into private.managed_tables (relid) values ('public.lacks_all')`);
      return problems(tx);
    });
    const of = (table: string) =>
      found.filter((p) => p.table_name === `public.${table}`).map((p) => p.problem);
    expect(of('lacks_version')).toEqual([
      'no version trigger (private.bump_version() before each update): a stale write would overwrite',
    ]);
    expect(of('lacks_updated_at')).toEqual([
      'no updated_at trigger (private.set_updated_at() before each update)',
    ]);
    expect(of('lacks_audit')).toEqual([
      'no audit trigger (private.audit_row_change() after each insert, update and delete)',
    ]);
    expect(of('lacks_length')).toEqual(['text column note has no length limit']);
    expect(of('lacks_rls')).toEqual(['row-level security is off']);
    expect(of('lacks_policy')).toEqual([
      'no update policy for authenticated that calls private.admin_write_allowed()',
    ]);
    expect(of('lacks_grant')).toEqual(['authenticated may not delete']);
    expect(of('lacks_all')).toEqual([
      'no audit trigger (private.audit_row_change() after each insert, update and delete)',
      'no delete policy for authenticated that calls private.admin_write_allowed()',
      'no insert policy for authenticated that calls private.admin_write_allowed()',
      'no select policy for authenticated that calls private.is_admin()',
      'no update policy for authenticated that calls private.admin_write_allowed()',
      'no updated_at column (timestamptz)',
      'no updated_at trigger (private.set_updated_at() before each update)',
      'no version column (bigint not null): a stale write would not be refused',
      'no version trigger (private.bump_version() before each update): a stale write would overwrite',
      'row-level security is off',
      'text column note has no length limit',
      'text column tags has no length limit',
    ]);
    // Nothing else: the migrations' own tables are complete.
    expect(found.filter((p) => !p.table_name.startsWith('public.lacks_'))).toEqual([]);
    expect(await problems(stack.sql)).toEqual([]);
  });

  it('db:lint reports a managed table that lacks something', async () => {
    const findings = await rolledBack(stack.sql, async (tx) => {
      await tx.query('drop trigger blog_posts_bump_version on public.blog_posts');
      return lintDatabase(tx);
    });
    expect(findings).toEqual([
      {
        rule: 'managed_table_incomplete',
        object: 'public.blog_posts',
        detail:
          'no version trigger (private.bump_version() before each update): a stale write would overwrite',
      },
    ]);
  });

  it('manage_table refuses a text column without a length limit, naming it, and a limit for no such column', async () => {
    const attempt = (lengths: string) =>
      rolledBack(stack.sql, async (tx) => {
        await tx.query('create table public.unlimited (id bigint primary key, title text, body text)');
        await tx.query(`select private.manage_table('public.unlimited', $1::jsonb)`, [lengths]);
      });
    await expect(attempt('{"title": 200}')).rejects.toThrow(
      'every text column needs a length limit; give one for body',
    );
    await expect(attempt('{"title": 200, "body": 10, "titel": 5}')).rejects.toThrow(
      'no text column without a limit is called titel',
    );
  });

  describe("the README's template, run as written", () => {
    let anon: SupabaseClient;
    let user: SupabaseClient;
    let admin: SupabaseClient;

    beforeAll(async () => {
      await stack.sql.query(await readmeTemplate());
      await stack.reloadSchema();
      anon = createClient(stack.url, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      user = await signedIn(stack, 'user@example.se');
      admin = await signedIn(stack, 'admin@example.se');
    });

    it('is a managed table with nothing missing', async () => {
      expect(await managedTables(stack.sql)).toContain('card_perks');
      expect(await problems(stack.sql)).toEqual([]);
      expect(await lintDatabase(stack.sql)).toEqual([]);
    });

    it('refuses visitors and non-admins, lets admins read and write, and logs every change', async () => {
      const created = await admin.from('card_perks').insert({ title: 'Bonus' }).select().single();
      expect(created.error).toBeNull();
      const id = (created.data as { id: number }).id;
      expect(created.data).toMatchObject({ title: 'Bonus', version: 1 });

      expect((await anon.from('card_perks').select('*')).error?.code).toBe('42501');
      expect((await anon.from('card_perks').insert({ title: 'x' })).error?.code).toBe('42501');
      expect((await user.from('card_perks').select('*')).data).toEqual([]);
      expect((await user.from('card_perks').insert({ title: 'x' })).error?.code).toBe('42501');
      const userUpdate = await user
        .from('card_perks')
        .update({ title: 'x' }, { count: 'exact' })
        .eq('id', id);
      expect(userUpdate.count).toBe(0);
      const userDelete = await user.from('card_perks').delete({ count: 'exact' }).eq('id', id);
      expect(userDelete.count).toBe(0);

      const { rows } = await stack.sql.query<{ action: string }>(
        `select action from public.audit_log where table_name = 'card_perks' and row_id = $1`,
        [String(id)],
      );
      expect(rows.map((row) => row.action)).toEqual(['INSERT']);
    });

    it('refuses a stale version with 409 PT409 and bumps the version and updated_at on a write', async () => {
      const { data } = await admin.from('card_perks').insert({ title: 'Första' }).select().single();
      const row = data as { id: number; version: number; updated_at: string };
      const saved = await admin
        .from('card_perks')
        .update({ title: 'Andra', version: row.version })
        .eq('id', row.id)
        .select()
        .single();
      expect(saved.error).toBeNull();
      expect(saved.data).toMatchObject({ title: 'Andra', version: 2 });
      expect((saved.data as { updated_at: string }).updated_at >= row.updated_at).toBe(true);

      const stale = await admin.from('card_perks').update({ title: 'Gammal', version: 1 }).eq('id', row.id);
      expect(stale.status).toBe(409);
      expect(stale.error?.code).toBe('PT409');
      const { rows } = await stack.sql.query<{ title: string }>(
        'select title from public.card_perks where id = $1',
        [row.id],
      );
      expect(rows).toEqual([{ title: 'Andra' }]);
    });

    it('refuses a text over its length limit with the constraint <table>_<column>_length', async () => {
      const { error } = await admin.from('card_perks').insert({ title: 'x'.repeat(201) });
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('card_perks_title_length');
      expect((await admin.from('card_perks').insert({ title: 'x'.repeat(200) })).error).toBeNull();
    });
  });
});
