// The scheduler of the PGlite stand-in for pg_cron (bootstrap/50_pg_cron.sql): runs the jobs of cron.job as
// pg_cron's launcher does (citusdata/pg_cron src/pg_cron.c): each due job in a session of the job's user,
// one run of a job at a time (a run still going when the job is due again is skipped, as pg_cron queues at most
// one), every run recorded in cron.job_run_details (starting → running → succeeded/failed with the command's
// tag or the error). Five-field schedules fire once per UTC minute; '[1-59] seconds' ones every N seconds.
// PostgreSQL runs the real pg_cron instead (postgres-backend.ts); stack.ts starts this only for the stand-in.
import pg from 'pg';
import { firesInMinute, parseCronSchedule, type CronSchedule } from './cron-schedule.ts';

export interface CronSchedulerOptions {
  /** A superuser connection; each run switches it to the job's user for its one transaction. */
  connect: () => Promise<pg.Client>;
  /** The clock; tests pass a simulated one. */
  now?: () => Date;
  /**
   * Reads cron.job as supabase_admin through the stack's own client. Without it each look opens a connection of its
   * own; on PGlite, a new socket connection every second beside PostgREST's and Auth's interleaved their statements
   * on the one shared session (seen as a failed sign-in in CI).
   */
  readJobs?: (text: string) => Promise<JobRow[]>;
  /** How often to look for due jobs (default 1 s); null: never by itself, the caller calls tick(). */
  intervalMs?: number | null;
  log?: (line: string) => void;
}

export interface CronScheduler {
  /** Starts the jobs due at `now` (default: the clock); resolves when those runs have finished. */
  tick(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

export interface JobRow {
  jobid: string;
  schedule: string;
  command: string;
  database: string;
  username: string;
}

function commandTag(result: pg.QueryResult | pg.QueryResult[]): string {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  if (!last?.command) return '';
  if (last.rowCount === null) return last.command;
  // PostgreSQL's tag, as PQcmdStatus gives it to pg_cron: INSERT carries the (always 0) oid.
  return last.command === 'INSERT' ? `INSERT 0 ${last.rowCount}` : `${last.command} ${last.rowCount}`;
}

/**
 * A statement as supabase_admin in a transaction of its own: on PGlite the shared session may be switched to
 * another role (a migration's connectAs) between transactions.
 */
async function asAdmin<R extends pg.QueryResultRow>(
  client: pg.Client,
  text: string,
  params: unknown[] = [],
): Promise<R[]> {
  await client.query('begin');
  try {
    await client.query('set local session authorization supabase_admin');
    const result = await client.query<R>(text, params);
    await client.query('commit');
    return result.rows;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function runJob(connect: () => Promise<pg.Client>, job: JobRow): Promise<void> {
  const client = await connect();
  client.on('error', () => undefined);
  try {
    const rows = await asAdmin<{ runid: string }>(
      client,
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
       values ($1, pg_backend_pid(), $2, $3, $4, 'running', clock_timestamp()) returning runid`,
      [job.jobid, job.database, job.username, job.command],
    );
    const runid = rows[0].runid;
    let status = 'succeeded';
    let message: string;
    try {
      // The command alone, as pg_cron sends it, so that a procedure may commit between batches; the session is
      // the job user's meanwhile (on PGlite every client shares it, as migrate.ts's connectAs does).
      await client.query(`set session authorization ${pg.escapeIdentifier(job.username)}`);
      try {
        message = commandTag((await client.query(job.command)) as unknown as pg.QueryResult[]);
      } finally {
        await client.query('rollback').catch(() => undefined);
        await client.query('set session authorization supabase_admin');
      }
    } catch (error) {
      status = 'failed';
      message = (error as Error).message;
    }
    await asAdmin(
      client,
      `update cron.job_run_details set status = $2, return_message = $3, end_time = clock_timestamp()
       where runid = $1`,
      [runid, status, message],
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function startCronScheduler(options: CronSchedulerOptions): CronScheduler {
  const clock = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const running = new Map<string, Promise<void>>();
  const lastSecondsRun = new Map<string, number>();
  const parsed = new Map<string, CronSchedule>();
  let lastMinute: number | null = null;
  let stopped = false;
  let ticking: Promise<void> = Promise.resolve();

  const schedule = (text: string): CronSchedule | null => {
    if (!parsed.has(text)) {
      try {
        parsed.set(text, parseCronSchedule(text));
      } catch {
        return null;
      }
    }
    return parsed.get(text) ?? null;
  };

  const dueJobs = async (now: Date): Promise<JobRow[]> => {
    const text = `select jobid::text, schedule, command, database, username from cron.job
         where active and database = current_database() order by jobid`;
    let jobs: JobRow[];
    if (options.readJobs) jobs = await options.readJobs(text);
    else {
      const client = await options.connect();
      client.on('error', () => undefined);
      try {
        jobs = await asAdmin<JobRow>(client, text);
      } finally {
        await client.end().catch(() => undefined);
      }
    }
    const minute = Math.floor(now.getTime() / 60000);
    const newMinute = lastMinute !== minute;
    lastMinute = minute;
    return jobs.filter((job) => {
      const parsedSchedule = schedule(job.schedule);
      if (!parsedSchedule) return false;
      if (parsedSchedule.kind === 'seconds') {
        const last = lastSecondsRun.get(job.jobid);
        return last === undefined || now.getTime() - last >= parsedSchedule.seconds * 1000;
      }
      return newMinute && firesInMinute(parsedSchedule, now);
    });
  };

  const tick = (at?: Date): Promise<void> => {
    const run = ticking.then(async () => {
      if (stopped) return;
      const now = at ?? clock();
      // Runs going when the tick began count too: on PGlite reading cron.job waits for a running job's
      // transaction, which has then just finished.
      const busy = new Set(running.keys());
      const started: Promise<void>[] = [];
      for (const job of await dueJobs(now)) {
        if (busy.has(job.jobid) || running.has(job.jobid)) continue;
        lastSecondsRun.set(job.jobid, now.getTime());
        const done = runJob(options.connect, job)
          .catch((error: Error) => log(`cron job ${job.jobid} could not run: ${error.message}`))
          .finally(() => running.delete(job.jobid));
        running.set(job.jobid, done);
        started.push(done);
      }
      return started;
    });
    ticking = run.then(
      () => undefined,
      () => undefined,
    );
    return run.then((started) => Promise.all(started ?? [])).then(() => undefined);
  };

  const timer =
    options.intervalMs === null
      ? null
      : setInterval(() => {
          tick().catch((error: Error) => log(`cron scheduler: ${error.message}`));
        }, options.intervalMs ?? 1000);
  timer?.unref();

  return {
    tick,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await ticking;
      await Promise.all(running.values());
    },
  };
}
