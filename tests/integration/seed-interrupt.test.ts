// An interrupted `npm run db:seed:large` (Ctrl+C or kill -9 at a random moment) must leave every protective trigger
// on, and `db:start` refuses a database whose triggers are off.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/db.ts';
import { connectSqlClient } from '../../supabase/local/sql-client.ts';
import type { Stack } from '../../supabase/local/stack.ts';
import { disabledTriggers } from '../../supabase/local/trigger-guard.ts';
import { BACKEND, startTestStack } from './backends.ts';

const ROUNDS = 3;

const startPersisted = (dataDir: string) => startTestStack({ dataDir });

function processGroupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs db:seed:large in its own process group and interrupts it `delayMs` after it starts loading. */
async function interruptedSeed(
  env: Record<string, string>,
  args: string[],
  delayMs: number,
  signal: NodeJS.Signals,
) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db/seed-large.ts', ...args], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const pgid = child.pid as number;
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Loading')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`The seed exited before loading:\n${output}`)));
  });
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (processGroupAlive(pgid)) process.kill(-pgid, signal);
  await exited;
  // The PGlite child stops itself when its parent goes; wait until the whole group is gone.
  for (let i = 0; i < 300 && processGroupAlive(pgid); i++) await new Promise((r) => setTimeout(r, 100));
  expect(processGroupAlive(pgid)).toBe(false);
  return output;
}

async function expectProtected(stack: Stack) {
  expect(await disabledTriggers(stack.sql)).toEqual([]);
  const anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
  const body = `Avbruten seedning ${Math.random()}`;
  const review = await anon.from('reviews').insert({
    card_id: 1,
    rating: 5,
    body,
    author_name: 'X',
    status: 'approved',
    published_at: '2020-01-01T00:00:00Z',
  });
  expect(review.error).toBeNull();
  const stored = await stack.sql.query<{ status: string; published_at: string | null }>(
    'select status, published_at from public.reviews where body = $1',
    [body],
  );
  expect(stored.rows).toEqual([{ status: 'pending', published_at: null }]);
  const consentId = crypto.randomUUID();
  const consent = await anon.from('cookie_consents').insert({
    consent_id: consentId,
    policy_version: '2026-09',
    functional: false,
    analytics: false,
    marketing: false,
    action: 'reject_all',
    created_at: '2020-01-01T00:00:00Z',
  });
  expect(consent.error).toBeNull();
  const backdated = await stack.sql.query<{ recent: boolean }>(
    "select created_at > now() - interval '5 minutes' as recent from public.cookie_consents where consent_id = $1",
    [consentId],
  );
  expect(backdated.rows).toEqual([{ recent: true }]);
}

describe(`db:seed:large interrupted at random moments (${BACKEND})`, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'seed-interrupt-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves every trigger enabled, so visitors cannot publish or backdate', async () => {
    // PGlite: the seed opens the data directory itself (the stack must be stopped). PostgreSQL: it connects to the
    // running cluster as the tables' owner, as `-- --db-url` does.
    let stack = BACKEND === 'postgres' ? await startPersisted(dataDir) : undefined;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const delayMs = Math.round(Math.random() * 4000);
        const signal: NodeJS.Signals = round % 2 === 0 ? 'SIGKILL' : 'SIGINT';
        const args = stack ? ['--db-url', `postgres://postgres@127.0.0.1:${stack.dbPort}/postgres`] : [];
        const env: Record<string, string> = stack
          ? {}
          : { SUPABASE_LOCAL_DATA_DIR: dataDir, SUPABASE_LOCAL_BACKEND: 'pglite' };
        const output = await interruptedSeed(env, args, delayMs, signal);
        const context = `round ${round}: ${signal} ${delayMs} ms after loading began\n${output}`;
        if (stack) {
          // The server aborts the killed client's transaction once its current statement ends; until then its
          // trigger switches hold SHARE ROW EXCLUSIVE locks that make visitors' inserts wait.
          for (let i = 0; i < 600; i++) {
            const { rows } = await stack.sql.query<{ n: number }>(
              `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
                  where c.relnamespace = 'public'::regnamespace and l.mode in ('ShareRowExclusiveLock', 'AccessExclusiveLock')`,
            );
            if (rows[0].n === 0) break;
            await new Promise((r) => setTimeout(r, 100));
          }
        } else stack = await startPersisted(dataDir);
        try {
          await expectProtected(stack);
        } catch (error) {
          const activity = await stack.sql.query(
            "select pid, state, wait_event_type, wait_event, left(query, 80) as query from pg_stat_activity where backend_type = 'client backend'",
          );
          throw new Error(`${context}\n${(error as Error).message}\n${JSON.stringify(activity.rows)}`);
        }
        if (BACKEND === 'pglite') {
          await stack.stop();
          stack = undefined;
        }
      }
    } finally {
      await stack?.stop();
    }
  }, 600_000);

  it('db:start refuses a database whose triggers were left off, and says how to fix it', async () => {
    let stack = await startPersisted(dataDir);
    await stack.sql.query('alter table public.reviews disable trigger user');
    await stack.stop();
    await expect(startPersisted(dataDir)).rejects.toThrow(
      /Refusing to start: .*public\.reviews\.reviews_public_defaults.*npm run db:reset.*alter table public\.reviews enable trigger user/s,
    );
    // Fixed as the message says (here by hand, on a superuser connection to the stopped database's server).
    const server = await openDatabase({ backend: BACKEND, dataDir });
    const sql = await connectSqlClient(server, 'supabase_admin');
    await sql.query('alter table public.reviews enable trigger user');
    await sql.close();
    await server.stop();
    stack = await startPersisted(dataDir);
    await expectProtected(stack);
    await stack.stop();
  }, 300_000);
});
