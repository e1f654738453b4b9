// Prints the Edge Function `admin-users` timings on the embedded stack: first call (deno cache + boot of the
// Deno process + the call) and warm GET /admin-users calls as the seeded admin.
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
    console.log(`first call (deno cache + boot + call): ${firstMs.toFixed(0)} ms`);
    console.log(
      `warm GET admin-users, 30 calls:        median ${percentile(warm, 0.5).toFixed(1)} ms, p95 ${percentile(warm, 0.95).toFixed(1)} ms`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
