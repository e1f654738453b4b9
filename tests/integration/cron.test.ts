import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND, startTestStack } from './backends.ts';

// pg_cron as the migrations use it: the real extension on PostgreSQL 15 (postgresql-15-cron), the stand-in and
// the stack's scheduler on PGlite. A job scheduled as postgres runs as postgres and is recorded.

interface RunRow {
  status: string;
  username: string;
  return_message: string | null;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe(`pg_cron (${BACKEND})`, () => {
  let stack: Stack;

  const asPostgres = <R>(text: string, params: unknown[] = []) =>
    stack.sql.transaction(async (tx) => {
      await tx.query('set local role postgres');
      return (await tx.query<R>(text, params)).rows;
    });

  beforeAll(async () => {
    stack = await startTestStack({ seed: false });
    await asPostgres(`create table public.cron_test_ticks (
      at timestamptz not null default clock_timestamp(), by_user text not null default current_user)`);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('is enabled by the migration, as a hosted project has it', async () => {
    const { rows } = await stack.sql.query<{ usage: boolean; version: string | null }>(
      `select has_schema_privilege('postgres', 'cron', 'usage') as usage,
              (select extversion from pg_extension where extname = 'pg_cron') as version`,
    );
    expect(rows[0].usage).toBe(true);
    // PostgreSQL 15 runs the real extension; PGlite the stand-in, whose scheduler the stack started.
    if (BACKEND === 'postgres') {
      expect(rows[0].version).not.toBeNull();
      expect(stack.cron).toBeNull();
    } else {
      expect(rows[0].version).toBeNull();
      expect(stack.cron).not.toBeNull();
    }
    const applied = await stack.sql.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations where version = '20261128004000'",
    );
    expect(applied.rows).toHaveLength(1);
  });

  it('runs a scheduled job as its user and records the run', async () => {
    // Debian's pg_cron 1.4 has minute schedules only; the stand-in also takes pg_cron 1.5's seconds.
    const schedule = BACKEND === 'postgres' ? '* * * * *' : '1 seconds';
    const [{ jobid }] = await asPostgres<{ jobid: string }>(
      `select cron.schedule('cron-test-tick', $1, 'insert into public.cron_test_ticks default values') as jobid`,
      [schedule],
    );
    const job = await asPostgres<{ username: string; jobname: string }>(
      'select username, jobname from cron.job where jobid = $1',
      [jobid],
    );
    expect(job).toEqual([{ username: 'postgres', jobname: 'cron-test-tick' }]);

    const run = await waitFor(async () => {
      const rows = await asPostgres<RunRow>(
        "select status, username, return_message from cron.job_run_details where jobid = $1 and status = 'succeeded'",
        [jobid],
      );
      return rows[0];
    }, 90000);
    expect(run.username).toBe('postgres');
    expect(run.return_message).toMatch(/^INSERT 0 1/);
    const ticks = await asPostgres<{ by_user: string }>('select by_user from public.cron_test_ticks');
    expect(ticks.length).toBeGreaterThan(0);
    expect(new Set(ticks.map((t) => t.by_user))).toEqual(new Set(['postgres']));

    const [{ unscheduled }] = await asPostgres<{ unscheduled: boolean }>(
      "select cron.unschedule('cron-test-tick') as unscheduled",
    );
    expect(unscheduled).toBe(true);
    expect(await asPostgres('select 1 from cron.job where jobid = $1', [jobid])).toHaveLength(0);
  }, 120000);

  it('refuses a job for another user and a schedule pg_cron would refuse', async () => {
    await expect(asPostgres("select cron.schedule('every now and then', 'select 1')")).rejects.toThrow();
    await expect(asPostgres("select cron.unschedule('no-such-job')")).rejects.toThrow();
    if (BACKEND === 'pglite') {
      await expect(
        asPostgres("select cron._schedule('supabase_admin', 'escalate', '* * * * *', 'select 1')"),
      ).rejects.toThrow(/permission denied/);
    }
    await expect(
      asPostgres("insert into cron.job (schedule, command) values ('* * * * *', 'select 1')"),
    ).rejects.toThrow(/permission denied/);
  });
});

describe.runIf(BACKEND === 'pglite')('the pg_cron stand-in scheduler on a simulated clock', () => {
  let stack: Stack;
  const asPostgres = <R>(text: string, params: unknown[] = []) =>
    stack.sql.transaction(async (tx) => {
      await tx.query('set local role postgres');
      return (await tx.query<R>(text, params)).rows;
    });
  const runs = (name: string) =>
    asPostgres<RunRow>(
      `select d.status, d.username, d.return_message from cron.job_run_details d
       join cron.job j using (jobid) where j.jobname = $1 order by d.runid`,
      [name],
    );

  beforeAll(async () => {
    stack = await startTestStack({ seed: false, cron: { intervalMs: null } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('fires a daily job in its minute only, once per minute', async () => {
    await asPostgres("select cron.schedule('nightly', '30 3 * * *', 'select 1')");
    const cron = stack.cron!;
    await cron.tick(new Date('2026-12-01T03:29:59Z'));
    expect(await runs('nightly')).toHaveLength(0);
    await cron.tick(new Date('2026-12-01T03:30:05Z'));
    await cron.tick(new Date('2026-12-01T03:30:40Z'));
    expect((await runs('nightly')).map((r) => r.status)).toEqual(['succeeded']);
    await cron.tick(new Date('2026-12-02T03:30:00Z'));
    expect(await runs('nightly')).toHaveLength(2);
    await asPostgres("select cron.unschedule('nightly')");
  });

  it('records a failing command as failed with its error', async () => {
    await asPostgres("select cron.schedule('broken', '* * * * *', 'select * from no_such_table')");
    await stack.cron!.tick(new Date('2026-12-03T10:00:00Z'));
    const [run] = await runs('broken');
    expect(run.status).toBe('failed');
    expect(run.return_message).toMatch(/no_such_table/);
    await asPostgres("select cron.unschedule('broken')");
  });

  it('never runs a job beside itself', async () => {
    await asPostgres("select cron.schedule('slow', '1 seconds', 'select pg_sleep(1.5)')");
    const first = stack.cron!.tick(new Date('2026-12-04T10:00:00Z'));
    // Due again by its schedule while the first run is still sleeping: skipped.
    await new Promise((r) => setTimeout(r, 300));
    await stack.cron!.tick(new Date('2026-12-04T10:00:02Z'));
    await first;
    expect((await runs('slow')).map((r) => r.status)).toEqual(['succeeded']);
    await asPostgres("select cron.unschedule('slow')");
  });
});
