// The run's migrated snapshot (global-setup.ts, supabase/local/test-snapshot.ts): a stack started from it has every
// migration and the seed, and each stack gets a copy of its own, as if it had migrated and seeded itself.
import { readdir } from 'node:fs/promises';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../supabase/local/migrate.ts';
import type { Stack } from '../../supabase/local/stack.ts';
import { snapshotsEnabled } from '../../supabase/local/test-snapshot.ts';
import { BACKEND, startTestStack } from './backends.ts';

describe.skipIf(!snapshotsEnabled())(`stacks from the migrated snapshot (${BACKEND})`, () => {
  const stacks: Stack[] = [];
  afterAll(async () => {
    for (const stack of stacks) await stack.stop();
  });

  it('has every migration, recorded as applied, and the seed', async () => {
    expect(inject('migratedSnapshot')?.backend).toBe(BACKEND);
    const stack = await startTestStack();
    stacks.push(stack);
    const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
    expect(stack.migrationsApplied).toEqual(files);
    expect(stack.seeded).toBe(true);
    const recorded = await stack.sql.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(recorded.rows.map((row) => row.version)).toEqual(files.map((file) => file.split('_')[0]));
    const admins = await stack.sql.query<{ count: string }>(
      "select count(*) from auth.users where email = 'admin@example.se'",
    );
    expect(admins.rows[0]?.count).toBe('1');
    if (BACKEND === 'postgres') {
      // pg_cron connects to the job's nodeport: the copy's own port, not the one the snapshot was made on.
      const jobs = await stack.sql.query<{ nodeport: number }>(
        "select nodeport from cron.job where exists (select from pg_extension where extname = 'pg_cron')",
      );
      for (const job of jobs.rows) expect(job.nodeport).toBe(stack.dbPort);
    }
  });

  it('gives each stack a database of its own', async () => {
    const [first] = stacks;
    await first!.sql.query('create table public.snapshot_probe (id int)');
    const second = await startTestStack();
    stacks.push(second);
    const probe = await second.sql.query<{ table: string | null }>(
      "select to_regclass('public.snapshot_probe')::text as table",
    );
    expect(probe.rows[0]?.table).toBeNull();
    expect(second.dbPort).not.toBe(first!.dbPort);
  });
});
