// Prints the Edge Function `admin-users` timings on the embedded stack: first call (deno cache + boot of the
// Deno process + the call) and warm GET /admin-users calls as the seeded admin; then the link check's (issue 33):
// every seeded link pointed at a local server answering after 20 ms (one host, so one request at a time), a run
// as the schedule makes it, its duration and each link's response time.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { startStack } from '../../supabase/local/stack.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  const stack = await startStack({ port: 0, dataDir: null, quiet: true });
  try {
    const client = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const { data } = await client.auth.signInWithPassword({
      email: 'admin@example.se',
      password: 'Demo-1234!',
    });
    const call = async () => {
      const response = await fetch(`${stack.url}/functions/v1/admin-users`, {
        headers: { Authorization: `Bearer ${data.session!.access_token}` },
      });
      if (response.status !== 200) throw new Error(`status ${response.status}: ${await response.text()}`);
      await response.json();
    };
    const first = performance.now();
    await call();
    const firstMs = performance.now() - first;
    const warm: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await call();
      warm.push(performance.now() - started);
    }
    warm.sort((a, b) => a - b);
    // Hostile e-mail addresses (issue 18): dotted labels ending in a second '@', quadratic for the old pattern.
    const hostile = async (bytes: number) => {
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < 10; i++) {
        const started = performance.now();
        const response = await fetch(`${stack.url}/functions/v1/admin-users`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${data.session!.access_token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ email: `a@${'a.'.repeat(Math.floor(bytes / 2))}@` }),
        });
        await response.text();
        status = response.status;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return `status ${status}, median ${percentile(times, 0.5).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`;
    };
    const near = await hostile(15 * 1024);
    const huge = await hostile(256 * 1024);
    console.log(`first call (deno cache + boot + call): ${firstMs.toFixed(0)} ms`);
    console.log(
      `warm GET admin-users, 30 calls:        median ${percentile(warm, 0.5).toFixed(1)} ms, p95 ${percentile(warm, 0.95).toFixed(1)} ms`,
    );
    console.log(`POST a 15 KB hostile e-mail, 10 calls:  ${near}`);
    console.log(`POST a 256 KB hostile e-mail, 10 calls: ${huge}`);
    await linkCheck(stack);
  } finally {
    await stack.stop();
  }
}

async function linkCheck(stack: Awaited<ReturnType<typeof startStack>>) {
  const server = createServer((req, res) => {
    setTimeout(() => res.writeHead(req.url?.startsWith('/borta') ? 404 : 200).end(), 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await stack.sql.query(
      `update public.banks set website_url = $1 || '/bank/' || id where website_url is not null`,
      [base],
    );
    await stack.sql.query(
      `update public.credit_cards set apply_url = $1 || case when id % 10 = 0 then '/borta/' else '/kort/' end || id
        where apply_url is not null`,
      [base],
    );
    const run = async () => {
      const started = performance.now();
      const response = await fetch(`${stack.url}/functions/v1/link-check`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      const body = (await response.json()) as {
        links: number;
        broken: number;
        duration_ms: number;
        results: Array<{ response_ms: number }>;
      };
      if (response.status !== 200) throw new Error(`link-check: ${response.status} ${JSON.stringify(body)}`);
      return { ...body, wall: performance.now() - started };
    };
    const first = await run();
    const warm = await run();
    const times = warm.results.map((r) => r.response_ms).sort((a, b) => a - b);
    console.log(`link check, first run (boot + run):      ${first.wall.toFixed(0)} ms`);
    console.log(
      `link check, ${warm.links} links on one host (20 ms each, ${warm.broken} broken): run ${warm.duration_ms} ms, call ${warm.wall.toFixed(0)} ms, per link median ${percentile(times, 0.5)} ms, p95 ${percentile(times, 0.95)} ms`,
    );
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
