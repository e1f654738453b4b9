// Responsiveness of the embedded stack under load, through the real gateway. Prints /auth/v1/health p50/p95
// at rest, while the cookie consent summary RPC runs over the whole table (1,000,000 rows after
// `npm run db:seed:large`), and while password sign-ins run; and sign-ins per second.
// Target (issue 10): health p95 ≤ 20 ms during the RPC.
import { spawn } from 'node:child_process';
import { createClient } from '@supabase/supabase-js';
import { DEFAULT_DATA_DIR, startStack, type Stack } from './stack.ts';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const fmt = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (n=${values.length})`;

/**
 * Polls health every `gapMs` from a separate process until `done` settles. The stack shares this process's
 * event loop, so a prober in here would stall together with it and under-report the waits.
 */
const PROBER = `
const [url, gap] = process.argv.slice(1);
const times = [];
let stop = false;
process.stdin.on('data', () => (stop = true));
while (!stop) {
  const started = performance.now();
  try { await (await fetch(url)).arrayBuffer(); times.push(performance.now() - started); } catch {}
  await new Promise((r) => setTimeout(r, Number(gap)));
}
process.stdout.write(JSON.stringify(times));
process.exit(0);
`;

async function healthDuring(stack: Stack, done: Promise<unknown>, gapMs = 10): Promise<number[]> {
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', PROBER, `${stack.url}/auth/v1/health`, String(gapMs)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await done.catch(() => undefined);
  child.stdin.write('stop\n');
  await exited;
  return JSON.parse(output || '[]') as number[];
}

async function main() {
  const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR;
  const stack = await startStack({
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
      `cookie_consents: ${rows} rows${rows < 1_000_000 ? ' (run `npm run db:seed:large` for 1,000,000)' : ''}`,
    );
    const client = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const { error } = await client.auth.signInWithPassword({
      email: 'admin@example.se',
      password: 'Demo-1234!',
    });
    if (error) throw error;

    const idle = await healthDuring(stack, new Promise((r) => setTimeout(r, 2000)));
    console.log(`health at rest:                 ${fmt(idle)}`);

    const rpcTimes: number[] = [];
    const rpcs = (async () => {
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const { error: rpcError } = await client.rpc('cookie_consent_summary', {});
        if (rpcError) throw new Error(rpcError.message);
        rpcTimes.push(performance.now() - started);
      }
    })();
    const duringRpc = await healthDuring(stack, rpcs);
    await rpcs;
    console.log(`consent summary RPC:            ${fmt(rpcTimes)}`);
    console.log(`health during the RPC:          ${fmt(duringRpc)}`);

    const signIns = 24;
    const concurrency = 4;
    let next = 0;
    const started = performance.now();
    const work = Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < signIns) {
          const c = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
          const result = await c.auth.signInWithPassword({
            email: 'user@example.se',
            password: 'Demo-1234!',
          });
          if (result.error) throw result.error;
        }
      }),
    );
    const duringSignIns = await healthDuring(stack, work);
    await work;
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `sign-ins:                       ${(signIns / seconds).toFixed(1)} per second (${signIns}, ${concurrency} at a time)`,
    );
    console.log(`health during sign-ins:         ${fmt(duringSignIns)}`);
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
