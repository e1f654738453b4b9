// Issue 32: the daily clean-up (private.run_retention_job, the 'gallring' cron job) while an admin edits the rows it
// prunes and pseudonymises, and the job stopped half-way. Both backends (PGlite runs one statement at a time, so
// there the edits queue around the job's CALL; PostgreSQL 15 runs them truly at once, on their own connections).
// - No lost update: every save the app's data provider reports as done is in the database (or its row was removed
//   by the rule afterwards); the only error an editor may get is the ordinary conflict (409, "X ändrade … först").
// - The job's record counts exactly what it did, also when it was stopped (statement cancel on both backends, a
//   dropped connection on PostgreSQL): each batch is all or nothing, and the next run finishes the rest.
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND } from './backends.ts';
import { withTestStack } from './stack-fixture.ts';
import { appDataProvider, type AppProvider } from './app-data-provider.ts';

type Provider = AppProvider;

let stack: Stack;
let provider: Provider;
let mark = 0;

const q = async <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await stack.sql.query<R>(text, params)).rows;
const num = async (text: string, params: unknown[] = []) =>
  Number((await q<{ n: string }>(text, params))[0].n);

/** `approved` old approved reviews with an e-mail and `rejected` old rejected ones, all of one batch `tag`. */
async function seedReviews(approved: number, rejected: number): Promise<string> {
  const tag = `gallring-${BACKEND}-${mark++}`;
  await q(
    `insert into public.reviews (card_id, rating, title, body, author_name, author_email, status, moderated_at,
                                 rejection_reason)
     select 1, 4, $1::text || ' ' || g, 'Bra kort', 'Anna ' || g, $1::text || '-' || g || '@example.se',
            case when g <= $2::int then 'approved' else 'rejected' end, now() - interval '400 days',
            case when g > $2::int then 'Ovidkommande' end
       from generate_series(1, $2::int + $3::int) g`,
    [tag, approved, rejected],
  );
  return tag;
}
const left = (tag: string) =>
  q<{ approved_with_email: string; rejected: string }>(
    `select count(*) filter (where status = 'approved' and author_email is not null) as approved_with_email,
            count(*) filter (where status = 'rejected') as rejected
       from public.reviews where title like $1 || ' %'`,
    [tag],
  ).then(([row]) => ({ approved: Number(row.approved_with_email), rejected: Number(row.rejected) }));

/** The whole table's rows past the two review rules' periods at `asOf` (the rules' own keep_days). */
const pastReviews = (asOf: string) =>
  q<{ email: string; rejected: string }>(
    `select count(*) filter (where r.status = 'approved' and r.author_email is not null
                               and coalesce(r.moderated_at, r.published_at, r.updated_at)
                                   < $1::timestamptz - make_interval(days => e.keep_days)) as email,
            count(*) filter (where r.status = 'rejected'
                               and coalesce(r.moderated_at, r.updated_at)
                                   < $1::timestamptz - make_interval(days => j.keep_days)) as rejected
       from public.reviews r,
            (select keep_days from public.retention_rules where key = 'review_email') e,
            (select keep_days from public.retention_rules where key = 'reviews_rejected') j`,
    [asOf],
  ).then(([row]) => ({ email: Number(row.email), rejected: Number(row.rejected) }));

/** The job's records of one run (as_of), per rule. */
const runsOf = (asOf: string) =>
  q<{ rule_key: string; rows_affected: string; completed: boolean }>(
    `select rule_key, rows_affected, completed from public.retention_runs
      where triggered_by = 'cron' and as_of = $1 order by id`,
    [asOf],
  );
const rowsOf = async (asOf: string, rule: string) =>
  (await runsOf(asOf))
    .filter((run) => run.rule_key === rule)
    .reduce((sum, run) => sum + Number(run.rows_affected), 0);

/**
 * Every batch all or nothing: a removed review has no audit row with its e-mail left; a review whose e-mail the job
 * removed has none either; a review the job has not reached keeps its e-mail in its INSERT row.
 */
async function expectWholeBatches(tag: string): Promise<void> {
  const broken = await q<{ id: string; state: string }>(
    `with mine as (
       select a.row_id, bool_or(a.changed_fields::text like '%' || $1 || '-%@example.se%') as audit_has_email
         from public.audit_log a
        where a.table_name = 'reviews' and a.action = 'INSERT' and a.changed_fields ->> 'title' like $1 || ' %'
           or a.table_name = 'reviews' and a.row_id in (
                select r.id::text from public.reviews r where r.title like $1 || ' %')
        group by a.row_id)
     select m.row_id as id,
            case when r.id is null then 'removed' when r.author_email is null then 'pseudonymised' else 'kept' end
              as state
       from mine m left join public.reviews r on r.id::text = m.row_id
      where (r.id is null or r.author_email is null) = m.audit_has_email`,
    [tag],
  );
  expect(broken, 'reviews whose row and audit rows disagree').toEqual([]);
}

/** The job as pg_cron runs it: `call private.run_retention_job(...)`; on PostgreSQL as postgres on its own login. */
async function jobConnection(): Promise<{
  client: pg.Client | null;
  call: (sql: string, params: unknown[]) => Promise<unknown>;
  end: () => Promise<void>;
}> {
  if (stack.backend === 'pglite') {
    return { client: null, call: (sql, params) => stack.sql.query(sql, params), end: async () => undefined };
  }
  const client = new pg.Client({
    host: '127.0.0.1',
    port: stack.dbPort,
    user: 'postgres',
    database: 'postgres',
  });
  client.on('error', () => undefined);
  await client.connect();
  return {
    client,
    call: (sql, params) => client.query(sql, params),
    end: () => client.end().catch(() => undefined),
  };
}

withTestStack(
  async (started) => {
    stack = started;
    provider = await appDataProvider(stack);
  },
  {},
  180_000,
);

describe(`the retention job and the editors (${BACKEND})`, () => {
  it('runs while an admin edits the reviews it pseudonymises and removes: nothing lost, only conflicts', async () => {
    const tag = await seedReviews(1500, 1500);
    expect(await left(tag)).toEqual({ approved: 1500, rejected: 1500 });
    const targets = await q<{ id: number; status: string }>(
      `select id::int as id, status from public.reviews where title like $1 || ' %' and id % 60 = 0 order by id`,
      [tag],
    );
    expect(targets.length).toBeGreaterThan(30);
    const asOf = (await q<{ at: string }>(`select now()::text as at`))[0].at;
    const before = await pastReviews(asOf);
    const job = await jobConnection();
    const outcomes: Array<{ id: number; saved?: string; conflict?: boolean; error?: string }> = [];
    try {
      // The admin has the records open (their forms loaded) when the job starts, and saves them while it runs.
      const forms = await Promise.all(
        targets.map(async ({ id }) => (await provider.getOne('reviews', { id })).data),
      );
      const running = job.call('call private.run_retention_job($1, 50)', [asOf]);
      const editing = (async () => {
        for (const loaded of forms) {
          const id = loaded.id;
          try {
            const title = `Redigerad ${id}`;
            await provider.update('reviews', { id, data: { ...loaded, title }, previousData: loaded });
            outcomes.push({ id, saved: title });
          } catch (error) {
            const status = (error as { status?: number }).status;
            const body = (error as { body?: { conflict?: boolean } }).body;
            if (status === 409 && body?.conflict === true) outcomes.push({ id, conflict: true });
            else outcomes.push({ id, error: `${status}: ${(error as Error).message}` });
          }
        }
      })();
      await Promise.all([running, editing]);
    } finally {
      await job.end();
    }
    console.log(
      `${BACKEND}: ${outcomes.filter((o) => o.saved).length} saves, ${outcomes.filter((o) => o.conflict).length} conflicts during the job`,
    );
    expect(outcomes.filter((o) => o.error)).toEqual([]);

    // The record of the run counts exactly what it did (rows a save held are left for the next run).
    const after = await pastReviews(asOf);
    expect(await rowsOf(asOf, 'review_email')).toBe(before.email - after.email);
    expect(await rowsOf(asOf, 'reviews_rejected')).toBe(before.rejected - after.rejected);
    expect(before.email - after.email).toBeGreaterThan(0);
    expect((await runsOf(asOf)).every((run) => run.completed)).toBe(true);
    await expectWholeBatches(tag);

    // A second run finishes what a save held (skip locked); then nothing of the tag is past its period.
    const again = (await q<{ at: string }>(`select now()::text as at`))[0].at;
    await stack.sql.query('call private.run_retention_job($1, 50)', [again]);
    expect(await left(tag)).toEqual({ approved: 0, rejected: 0 });
    await expectWholeBatches(tag);
    // No lost update: every save reported done is there on the reviews that remain (approved ones stay).
    for (const { id, saved } of outcomes.filter((o) => o.saved)) {
      const [row] = await q<{ title: string; status: string; author_email: string | null }>(
        `select title, status, author_email from public.reviews where id = $1`,
        [id],
      );
      if (row) expect(row, `review ${id}`).toEqual({ title: saved, status: 'approved', author_email: null });
    }
    // The approved reviews the admin edited are all still there (only their e-mail went).
    const approved = targets.filter((t) => t.status === 'approved').map((t) => t.id);
    expect(approved.length).toBeGreaterThan(10);
    expect(
      await num(
        `select count(*) as n from public.reviews where id = any($1::bigint[]) and status = 'approved'`,
        [approved],
      ),
    ).toBe(approved.length);
  });
  /** Stops the job after `afterMs` by `how`; returns the error the job's CALL ended with. */
  const stoppedRun = async (asOf: string, how: 'cancel' | 'drop', afterMs: number): Promise<string> => {
    const job = await jobConnection();
    try {
      if (how === 'cancel') {
        // pg_cron's own way to stop a runaway job is the role's statement_timeout; on PGlite the stack's watchdog
        // raises the same cancel (pglite-timeouts.ts).
        await job.call(`set statement_timeout = ${afterMs}`, []);
        const error = await job.call('call private.run_retention_job($1, 5)', [asOf]).then(
          () => 'finished',
          (thrown: Error & { code?: string }) => thrown.code ?? thrown.message,
        );
        await job.call('reset statement_timeout', []);
        return error;
      }
      const [{ pid }] = (await job.client!.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
      const running = job.call('call private.run_retention_job($1, 5)', [asOf]).then(
        () => 'finished',
        (thrown: Error & { code?: string }) => thrown.code ?? thrown.message,
      );
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      await q('select pg_terminate_backend($1)', [pid]);
      return await running;
    } finally {
      await job.end();
    }
  };

  /** The job's time per past row here and now (batches of 5, as the stopped runs use): one run with nothing to do,
   *  one with 200 rows; the difference over 200. */
  const msPerRow = async (): Promise<number> => {
    const timed = async () => {
      const asOf = (await q<{ at: string }>(`select now()::text as at`))[0].at;
      const started = performance.now();
      await stack.sql.query('call private.run_retention_job($1, 5)', [asOf]);
      return performance.now() - started;
    };
    const idle = await timed();
    await seedReviews(100, 100);
    const busy = await timed();
    return Math.max(0.05, (busy - idle) / 200);
  };

  const stops: Array<['cancel' | 'drop', string]> = [['cancel', 'statement cancel (statement_timeout)']];
  if (BACKEND === 'postgres') stops.push(['drop', 'dropped connection (pg_terminate_backend)']);
  for (const [how, name] of stops) {
    it(`stopped half-way by a ${name}: every batch all or nothing, the record says so, the next run finishes`, async () => {
      // The stop lands 1.5 s in; the rows are as many as this machine needs about 6 s for, so the job is stopped in
      // its middle on an idle machine and a loaded one alike (a fixed count finished within 1.5 s on an idle CI).
      const afterMs = 1500;
      const perRow = await msPerRow();
      const half = Math.min(10_000, Math.max(600, Math.ceil((4 * afterMs) / perRow / 2)));
      const tag = await seedReviews(half, half);
      console.log(
        `${BACKEND}: ${perRow.toFixed(2)} ms per row, ${2 * half} rows, stopped after ${afterMs} ms`,
      );
      const asOf = (await q<{ at: string }>(`select now()::text as at`))[0].at;
      const before = await pastReviews(asOf);
      const ended = await stoppedRun(asOf, how, afterMs);
      expect(ended, 'the job was stopped before its end').not.toBe('finished');
      const after = await pastReviews(asOf);
      // Stopped in the middle: some of the work is done, some is not.
      expect(before.rejected + before.email - after.rejected - after.email).toBeGreaterThan(0);
      expect(after.rejected + after.email).toBeGreaterThan(0);
      // Each committed batch is whole, and the record counts exactly the committed batches.
      await expectWholeBatches(tag);
      expect(await rowsOf(asOf, 'reviews_rejected')).toBe(before.rejected - after.rejected);
      expect(await rowsOf(asOf, 'review_email')).toBe(before.email - after.email);
      const runs = await runsOf(asOf);
      expect(runs.filter((run) => !run.completed).length, 'the rule it was in is marked unfinished').toBe(1);
      // The next run finishes it.
      const next = (await q<{ at: string }>(`select now()::text as at`))[0].at;
      await stack.sql.query('call private.run_retention_job($1, 50)', [next]);
      expect(await left(tag)).toEqual({ approved: 0, rejected: 0 });
      expect(await pastReviews(next)).toEqual({ email: 0, rejected: 0 });
      await expectWholeBatches(tag);
      expect((await runsOf(next)).every((run) => run.completed)).toBe(true);
    });
  }
});
