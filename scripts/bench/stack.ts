// Responsiveness of the embedded stack under load, through the real gateway. Prints /auth/v1/health p50/p95
// at rest, while the cookie consent summary RPC runs over the whole table (1,000,000 rows after
// `npm run db:seed:large`), while the database scans that table (an exact count through PostgREST), and while
// password sign-ins run; and sign-ins per second.
// Target (issue 10): health p95 ≤ 20 ms during the RPC.
//   SUPABASE_LOCAL_BACKEND=postgres        the PostgreSQL 15 backend (default: PGlite)
//   SUPABASE_LOCAL_DATA_DIR=/tmp/…         the data directory (default: the backend's under .supabase-local/)
//
// Health is probed from a separate process, so a stall of the stack's event loop is counted, not hidden. Beside
// each health figure the bench prints the stack process's own event-loop delay (p99/max), and the machine's load
// average: on a shared, busy machine the probe's latency is mostly waiting for a CPU, which the event-loop delay
// tells apart from the stack blocking.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import { signedInAdmin } from './signedInAdmin.ts';
import { backendFromEnvironment } from '../../supabase/local/backend.ts';
import { defaultDataDir, startStack, type Stack } from '../../supabase/local/stack.ts';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const fmt = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (n=${values.length})`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * Polls health every `gapMs` from a separate process until `done` settles. The stack shares this process's
 * event loop, so a prober in here would stall together with it and under-report the waits.
 */
const PROBER = `
const [url, gap] = process.argv.slice(1);
const times = [];
let failures = 0;
let stop = false;
process.stdin.on('data', () => (stop = true));
process.stdout.write('ready\\n');
while (!stop) {
  const started = performance.now();
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.ok) times.push(performance.now() - started); else failures++;
  } catch { failures++; }
  await new Promise((r) => setTimeout(r, Number(gap)));
}
process.stdout.write(JSON.stringify({ times, failures }));
process.exit(0);
`;

interface Phase {
  health: number[];
  /** The stack process's event-loop delay, ms. */
  loopP99: number;
  loopMax: number;
}

async function healthDuring(stack: Stack, work: () => Promise<unknown>, gapMs = 10): Promise<Phase> {
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', PROBER, `${stack.url}/auth/v1/health`, String(gapMs)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.startsWith('ready\n')) resolve();
    }),
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await ready;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let failure: unknown;
  await work().catch((error: unknown) => (failure = error));
  loop.disable();
  child.stdin.write('stop\n');
  await exited;
  if (failure) throw failure;
  const probed = JSON.parse(output.slice('ready\n'.length)) as { times: number[]; failures: number };
  if (probed.failures) throw new Error(`${probed.failures} health requests failed`);
  return {
    health: probed.times,
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
  };
}

const report = (label: string, phase: Phase) =>
  console.log(
    `${`health ${label}:`.padEnd(34)}${fmt(phase.health)}; stack event loop p99 ${phase.loopP99.toFixed(1)} ms, max ${phase.loopMax.toFixed(1)} ms`,
  );

/** Calls fn at least `times` times and for at least `ms`, one after another; returns each call's duration. */
async function repeat(fn: () => Promise<void>, times: number, ms: number): Promise<number[]> {
  const durations: number[] = [];
  const until = performance.now() + ms;
  while (durations.length < times || performance.now() < until) {
    const started = performance.now();
    await fn();
    durations.push(performance.now() - started);
  }
  return durations;
}

async function main() {
  const backend = backendFromEnvironment();
  const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR ?? defaultDataDir(backend);
  const stack = await startStack({
    backend,
    port: 0,
    dataDir,
    quiet: true,
    auth: { rateLimit: { signInSignUps: 1_000_000, tokenRefresh: 1_000_000 } },
  });
  try {
    const rows = Number(
      (await stack.sql.query<{ n: string }>('select count(*)::text as n from public.cookie_consents')).rows[0]
        .n,
    );
    console.log(
      `${backend}, ${dataDir}; ${availableParallelism()} CPUs, load average ${load()}; cookie_consents: ${rows} rows${rows < 1_000_000 ? ' (run `npm run db:seed:large` for 1,000,000)' : ''}`,
    );
    const client = await signedInAdmin(stack);
    const summary = async () => {
      const { error: rpcError } = await client.rpc('cookie_consent_summary', {});
      if (rpcError) throw new Error(rpcError.message);
    };
    // An exact count under RLS reads the whole table: the database is busy for as long as it takes.
    const fullCount = async () => {
      const { error: countError } = await client
        .from('cookie_consents')
        .select('id', { count: 'exact', head: true })
        .eq('policy_version', '2026-09');
      if (countError) throw new Error(countError.message);
    };
    // Warm-ups: PostgREST's and the database's first calls (plans, caches) are not what is measured.
    for (let i = 0; i < 3; i++) await summary();
    await fullCount();

    report('at rest', await healthDuring(stack, () => new Promise((r) => setTimeout(r, 3000))));

    let rpcTimes: number[] = [];
    const duringRpc = await healthDuring(stack, async () => {
      rpcTimes = await repeat(summary, 10, 3000);
    });
    console.log(`${'consent summary RPC:'.padEnd(34)}${fmt(rpcTimes)}`);
    report('during the summary RPC', duringRpc);

    let scanTimes: number[] = [];
    const duringScan = await healthDuring(stack, async () => {
      scanTimes = await repeat(fullCount, 3, 3000);
    });
    console.log(`${'exact count of cookie_consents:'.padEnd(34)}${fmt(scanTimes)}`);
    report('during the full scan', duringScan);

    // The seeded users' hashes come from pgcrypto's gen_salt('bf'), cost 6; Supabase Auth (and this stack's
    // sign-up) hash at cost 10, 16 times the work. Sign in as a user the auth server created.
    const admin = createClient(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });
    const email = `bench-stack-${process.pid}-${Date.now()}@example.se`;
    const created = await admin.auth.admin.createUser({
      email,
      password: 'Bench-1234!',
      email_confirm: true,
    });
    if (created.error) throw created.error;
    const cleanup = () => admin.auth.admin.deleteUser(created.data.user.id);

    const signIns = 40;
    const concurrency = 4;
    let next = 0;
    let seconds = 0;
    const duringSignIns = await healthDuring(stack, async () => {
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next++ < signIns) {
            const c = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
            const result = await c.auth.signInWithPassword({ email, password: 'Bench-1234!' });
            if (result.error) throw result.error;
          }
        }),
      );
      seconds = (performance.now() - started) / 1000;
    }).finally(cleanup);
    console.log(
      `${'sign-ins:'.padEnd(34)}${(signIns / seconds).toFixed(1)} per second (${signIns}, ${concurrency} at a time, bcrypt cost 10)`,
    );
    report('during sign-ins', duringSignIns);
    console.log(`load average at the end: ${load()}`);
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
