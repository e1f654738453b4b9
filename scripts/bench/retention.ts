// Issue 32: the daily clean-up (`call private.run_retention_job()`, the 'gallring' cron job) over a large history.
// On a fresh embedded stack (SUPABASE_LOCAL_BACKEND=postgres for PostgreSQL 15) it adds --rows records past their
// retention period (half reviews: rejected ones the job removes and approved ones whose e-mail it removes; half closed
// expert inquiries it removes), each with its audit rows, and audit rows of the catalogue until the audit log holds
// --audit rows. Then it runs the job as pg_cron does while the admin's reviews list is asked over and over, and prints
// the job's duration, rows per second, the longest lock wait seen during the run (PostgreSQL: pg_locks.waitstart of
// every ungranted lock, sampled every 20 ms on a connection of its own), and the list's p50/p95/max idle and during
// the run with their ratio (goal: p95 during <= 2x idle), with the load average.
//   npm run bench:retention [-- --rows 50000 --audit 200000 --batch 5000]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { signedInAdmin } from './signedInAdmin.ts';
import pg from 'pg';
import { startStack, type Stack } from '../../supabase/local/stack.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    audit: { type: 'string', default: '200000' },
    batch: { type: 'string', default: '5000' },
  },
});
const ROWS = Number(values.rows);
const AUDIT = Number(values.audit);
const BATCH = Number(values.batch);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `n ${sorted.length}, p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function buildHistory(stack: Stack): Promise<void> {
  const half = Math.floor(ROWS / 2);
  const reviews = Math.floor(half / 2);
  const started = performance.now();
  // Triggers on: every row gets its INSERT audit row as a visitor's would.
  await stack.sql.query(
    `insert into public.reviews (card_id, rating, title, body, author_name, author_email, status, moderated_at,
                                 rejection_reason)
     select 1 + g % 5, 1 + g % 5, 'Bänk ' || g, 'Recension ' || g, 'Person ' || g, 'person' || g || '@example.se',
            case when g % 2 = 0 then 'approved' else 'rejected' end, now() - interval '400 days',
            case when g % 2 = 1 then 'Ovidkommande' end
       from generate_series(1, $1::int) g`,
    [reviews * 2],
  );
  await stack.sql.query(
    `insert into public.expert_inquiries (name, email, phone, question, status, answer, closed_at, created_at)
     select 'Person ' || g, 'fraga' || g || '@example.se', '070-' || lpad(g::text, 7, '0'), 'Vilket kort? ' || g,
            'closed', 'Svar', now() - interval '800 days', now() - interval '801 days'
       from generate_series(1, $1::int) g`,
    [ROWS - reviews * 2],
  );
  // One later edit per record (an admin's note), as a moderated history has.
  await stack.sql.query(
    `insert into public.audit_log (occurred_at, actor_id, table_name, row_id, action, changed_fields)
     select now() - interval '399 days', null, 'reviews', r.id::text, 'UPDATE',
            jsonb_build_object('author_email', jsonb_build_object('old', r.author_email, 'new', r.author_email))
       from public.reviews r where r.title like 'Bänk %'`,
  );
  const { rows } = await stack.sql.query<{ n: string }>(`select count(*) as n from public.audit_log`);
  const missing = AUDIT - Number(rows[0].n);
  if (missing > 0) {
    // The rest: the catalogue's history (cards edited over the years), which the clean-up must leave alone.
    await stack.sql.query(
      `insert into public.audit_log (occurred_at, actor_id, table_name, row_id, action, changed_fields)
       select now() - make_interval(days => g % 1000), null, 'credit_cards', (1 + g % 20)::text, 'UPDATE',
              jsonb_build_object('annual_fee', jsonb_build_object('old', g % 500, 'new', g % 500 + 1))
         from generate_series(1, $1::int) g`,
      [missing],
    );
  }
  await stack.sql.query('analyze');
  console.log(`history built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const stack = await startStack({ port: 0, dataDir: null, quiet: true });
  try {
    await buildHistory(stack);
    const counts = (
      await stack.sql.query<{ audit: string; reviews: string; inquiries: string }>(
        `select (select count(*) from public.audit_log) as audit,
                (select count(*) from public.reviews) as reviews,
                (select count(*) from public.expert_inquiries) as inquiries`,
      )
    ).rows[0];
    console.log(
      `backend ${stack.backend}: ${counts.audit} audit rows, ${counts.reviews} reviews, ${counts.inquiries} inquiries; ${ROWS} records past their period; batch ${BATCH}`,
    );

    const admin = await signedInAdmin(stack);
    // The reviews list as the admin opens it: the newest 25 with the total.
    const listOnce = async () => {
      const started = performance.now();
      const { error: listError } = await admin
        .from('reviews')
        .select('*', { count: 'exact' })
        .order('created_at', { ascending: false })
        .range(0, 24);
      if (listError) throw listError;
      return performance.now() - started;
    };
    // Warmed up first (the first requests load the schema cache and the pages), then 100 idle ones.
    for (let i = 0; i < 10; i++) await listOnce();
    const idle: number[] = [];
    for (let i = 0; i < 100; i++) idle.push(await listOnce());

    const job =
      stack.backend === 'postgres'
        ? new pg.Client({ host: '127.0.0.1', port: stack.dbPort, user: 'postgres', database: 'postgres' })
        : null;
    await job?.connect();
    const asOf = (await stack.sql.query<{ at: string }>('select now()::text as at')).rows[0].at;
    let running = true;
    // The longest lock wait: every 20 ms, the oldest ungranted lock of any backend and who waits for it. PGlite has
    // one connection, so nothing waits on a lock there (the list's requests queue behind the job's statement
    // instead: their max during the run says how long).
    const sampler =
      stack.backend === 'postgres'
        ? new pg.Client({ host: '127.0.0.1', port: stack.dbPort, user: 'postgres', database: 'postgres' })
        : null;
    await sampler?.connect();
    let longestWait = { ms: 0, who: 'none' };
    let samples = 0;
    const sampling = (async () => {
      while (sampler && running) {
        const { rows: waits } = await sampler.query<{ ms: number; who: string }>(
          `select extract(epoch from clock_timestamp() - l.waitstart) * 1000 as ms,
                  l.locktype || ' ' || l.mode || ' by ' || coalesce(left(a.query, 60), '?') as who
             from pg_catalog.pg_locks l left join pg_catalog.pg_stat_activity a on a.pid = l.pid
            where not l.granted and l.waitstart is not null
            order by l.waitstart limit 1`,
        );
        samples++;
        if (waits[0] && Number(waits[0].ms) > longestWait.ms)
          longestWait = { ms: Number(waits[0].ms), who: waits[0].who };
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const run = (
      job
        ? job.query('call private.run_retention_job($1, $2)', [asOf, BATCH])
        : stack.sql.query('call private.run_retention_job($1, $2)', [asOf, BATCH])
    ).finally(() => {
      running = false;
    });
    const during: number[] = [];
    const asking = (async () => {
      while (running) during.push(await listOnce());
    })();
    await Promise.all([run, asking, sampling]);
    const seconds = (performance.now() - started) / 1000;
    await job?.end();
    await sampler?.end();

    const runs = (
      await stack.sql.query<{
        rule_key: string;
        rows_affected: string;
        batches: number;
        duration_ms: number;
      }>(
        `select rule_key, rows_affected, batches, duration_ms from public.retention_runs
          where as_of = $1 and triggered_by = 'cron' order by id`,
        [asOf],
      )
    ).rows;
    const total = runs.reduce((sum, r) => sum + Number(r.rows_affected), 0);
    for (const r of runs.filter((r) => Number(r.rows_affected) > 0))
      console.log(
        `  ${r.rule_key.padEnd(18)} ${String(r.rows_affected).padStart(7)} rows in ${r.batches} batches, ${r.duration_ms} ms`,
      );
    console.log(`job: ${seconds.toFixed(1)} s, ${total} rows, ${(total / seconds).toFixed(0)} rows/s`);
    console.log(
      sampler
        ? `longest lock wait: ${longestWait.ms.toFixed(0)} ms (${longestWait.who}; ${samples} samples of pg_locks)`
        : 'longest lock wait: none possible (PGlite: one connection; see the list max during the job)',
    );
    console.log(`reviews list idle:            ${summary(idle)}`);
    console.log(`reviews list during the job:  ${summary(during)}`);
    const p95 = (times: number[]) =>
      percentile(
        [...times].sort((a, b) => a - b),
        0.95,
      );
    const ratio = p95(during) / p95(idle);
    console.log(`p95 during / idle: ${ratio.toFixed(2)}x (goal <= 2x: ${ratio <= 2 ? 'met' : 'not met'})`);
    console.log(`load average (1, 5, 15 min): ${load()}`);
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
