// npm run bench:storage: Storage throughput and memory on a fresh embedded stack (issue 21).
// Prints upload and download MB/s for 1 MB and 5 MB files (sequential, real supabase-js storage client, service
// role, the site-images bucket), and the peak resident memory of the stack's processes (the stack's Node process
// with the gateway, Auth and Storage, plus PGlite's worker or PostgreSQL's processes and PostgREST) while 20
// uploads of 5 MB run in parallel. `-- --runs N` (default 8) per size. Figures, not a check.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createClient } from '@supabase/supabase-js';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 8;
const MB = 1024 * 1024;

/** Resident set size in bytes of `root` and all its descendants, from /proc. */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      // gone meanwhile
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const png = (size: number) => {
  const body = Buffer.alloc(size, 0x42);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(body);
  return body;
};
const mbps = (bytes: number, ms: number) => ((bytes / MB) * 1000) / ms;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'scripts/bench/storage-stack.ts', ...process.argv.slice(2)],
  {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  },
);
try {
  const { url, serviceRoleKey } = await new Promise<{ url: string; serviceRoleKey: string }>(
    (resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
      child.once('exit', () => reject(new Error('the stack exited before it started')));
    },
  );
  const bucket = createClient(url, serviceRoleKey, { auth: { persistSession: false } }).storage.from(
    'site-images',
  );
  console.log(
    `Storage bench · backend ${process.env.SUPABASE_LOCAL_BACKEND ?? (process.argv.includes('--postgres') ? 'postgres' : 'pglite')} · ${RUNS} runs per size · load ${(
      await import('node:os')
    )
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const size of [1 * MB, 5 * MB - 1024]) {
    const body = png(size);
    const up: number[] = [];
    const down: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const name = `bench/${size}-${i}.png`;
      let start = performance.now();
      const uploaded = await bucket.upload(name, body, { contentType: 'image/png' });
      if (uploaded.error) throw uploaded.error;
      up.push(mbps(size, performance.now() - start));
      start = performance.now();
      const downloaded = await bucket.download(name);
      if (downloaded.error || (await downloaded.data.arrayBuffer()).byteLength !== size)
        throw new Error('download');
      down.push(mbps(size, performance.now() - start));
    }
    const label = size > MB ? '5 MB' : '1 MB';
    console.log(
      `${label}: upload median ${median(up).toFixed(1)} MB/s (min ${Math.min(...up).toFixed(1)}), download median ${median(down).toFixed(1)} MB/s (min ${Math.min(...down).toFixed(1)})`,
    );
  }

  const idle = treeRss(child.pid!);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 25);
  const body = png(5 * MB - 1024);
  const start = performance.now();
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      bucket.upload(`bench/parallel-${i}.png`, body, { contentType: 'image/png', upsert: true }),
    ),
  );
  const elapsed = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, treeRss(child.pid!));
  const failed = results.filter((r) => r.error).length;
  console.log(
    `20 parallel 5 MB uploads: ${(elapsed / 1000).toFixed(2)} s (${mbps(20 * body.length, elapsed).toFixed(1)} MB/s), ${failed} failed; stack RSS ${(idle / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB (+${((peak - idle) / MB).toFixed(0)} MB)`,
  );
} finally {
  child.kill('SIGTERM');
}
