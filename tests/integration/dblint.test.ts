import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOW_LIST, lintDatabase, type Finding } from '../../scripts/db/db-lint.ts';
import { MIGRATIONS_DIR } from '../../supabase/local/migrate.ts';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';

// Everything the lint must refuse, one mistake per rule.
const BAD_MIGRATION = `
create table public.lint_open (id bigint primary key, note text);
create table public.lint_child (
  id bigint primary key,
  open_id bigint not null references public.lint_open (id),
  owner_id uuid,
  body text
);
alter table public.lint_child enable row level security;
grant select, insert on public.lint_child to anon, authenticated;
create policy "owner reads" on public.lint_child for select to authenticated using (owner_id = auth.uid());
create policy "admins read" on public.lint_child for select to authenticated using ((select private.is_admin()));
create policy "anyone writes" on public.lint_child for insert to anon with check (true);
create index lint_child_owner_a on public.lint_child (owner_id);
create index lint_child_owner_b on public.lint_child (owner_id);
create function public.lint_wipe() returns void language sql security definer as $$ delete from public.lint_child $$;
create view public.lint_view as select id, note from public.lint_open;
create policy "lint any bucket" on storage.objects for select to anon using ((select auth.uid()) is null);
create policy "lint buckets" on storage.buckets for select to anon using (true);
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('lint-open', 'lint-open', true, null, null), ('lint-svg', 'lint-svg', true, 1000, array['image/*']);
`;

const has = (findings: Finding[], rule: string, object: string) =>
  findings.some((f) => f.rule === rule && f.object === object);

describe('db:lint', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack({ seed: false });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('passes the migrations, with only the allow-listed admin search RPCs excepted', async () => {
    expect(await lintDatabase(stack.sql)).toEqual([]);
    for (const entry of ALLOW_LIST) expect(entry.reason.length).toBeGreaterThan(40);
  });

  it('finds every rule in a bad migration', async () => {
    const rollback = new Error('rollback');
    let findings: Finding[] = [];
    await stack.sql
      .transaction(async (tx) => {
        await tx.query(BAD_MIGRATION);
        findings = await lintDatabase(tx);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    const expected: Array<[string, string]> = [
      ['rls_disabled_in_exposed_schema', 'public.lint_open'],
      ['anon_security_definer_function_executable', 'public.lint_wipe()'],
      ['authenticated_security_definer_function_executable', 'public.lint_wipe()'],
      ['function_executable_by_public', 'public.lint_wipe()'],
      ['function_search_path_mutable', 'public.lint_wipe()'],
      ['auth_rls_initplan', 'public.lint_child / owner reads'],
      ['unindexed_foreign_key', 'public.lint_child / lint_child_open_id_fkey'],
      ['duplicate_index', 'public.lint_child'],
      ['multiple_permissive_policies', 'public.lint_child'],
      ['rls_policy_always_true', 'public.lint_child / anyone writes'],
      ['security_definer_view', 'public.lint_view'],
      ['storage_policy_without_bucket', 'storage.objects / lint any bucket'],
      ['storage_bucket_policy', 'storage.buckets / lint buckets'],
      ['public_bucket_unrestricted', 'storage.buckets / lint-open'],
      ['public_bucket_unrestricted', 'storage.buckets / lint-svg'],
    ];
    const missing = expected.filter(([rule, object]) => !has(findings, rule, object));
    expect(missing).toEqual([]);
    // Nothing else: the wrapped policy and the migrations' own objects are clean.
    expect(findings).toHaveLength(expected.length);
    expect(findings.find((f) => f.rule === 'anon_security_definer_function_executable')?.detail).toContain(
      'PUBLIC',
    );
    // Rolled back: the database is clean again.
    expect(await lintDatabase(stack.sql)).toEqual([]);
  });

  it('fails on a table with personal data that no retention rule clears, and passes once a rule does', async () => {
    const rollback = new Error('rollback');
    const found: Record<string, Finding[]> = {};
    await stack.sql
      .transaction(async (tx) => {
        // A new table with an e-mail column (found by its name) and one whose free text is listed as personal data.
        await tx.query(`
          create table private.lint_newsletter (id bigint primary key, email text not null, topic text);
          create table public.lint_notes (id bigint primary key, note text);
          alter table public.lint_notes enable row level security;
          insert into private.personal_data_columns (table_name, column_name, kind)
            values ('lint_notes', 'note', 'free_text')`);
        found.before = await lintDatabase(tx);
        await tx.query(`
          insert into private.retention_rule_tables (rule_key, table_name)
            values ('job_runs', 'private.lint_newsletter'), ('job_runs', 'public.lint_notes')`);
        found.after = await lintDatabase(tx);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(found.before).toEqual([
      {
        rule: 'personal_data_without_retention',
        object: 'private.lint_newsletter.email',
        detail: expect.stringContaining('named like personal data') as string,
      },
      {
        rule: 'personal_data_without_retention',
        object: 'public.lint_notes.note',
        detail: expect.stringContaining('listed in private.personal_data_columns') as string,
      },
    ]);
    expect(found.after).toEqual([]);
  });

  it('`npm run db:lint` exits 1 and lists the findings when a migration is bad', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'db-lint-'));
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      await writeFile(join(dir, '29990101000000_bad.sql'), BAD_MIGRATION);
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/db/db-lint.ts', '--migrations', dir],
        { encoding: 'utf8', timeout: 110_000 },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('15 finding(s)');
      expect(run.stderr).toContain('rls_disabled_in_exposed_schema  public.lint_open');
      expect(run.stderr).toContain('anon_security_definer_function_executable  public.lint_wipe()');
      expect(run.stderr).toContain('auth_rls_initplan  public.lint_child / owner reads');
      expect(run.stderr).toContain('unindexed_foreign_key  public.lint_child / lint_child_open_id_fkey');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
