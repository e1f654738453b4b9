// Prints cold-start (fresh data dir: bootstrap, migrations, seed, PostgREST) and warm-start times of the stack, on
// the backend chosen by --postgres / SUPABASE_LOCAL_BACKEND (PGlite by default).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendFromEnvironment } from '../../supabase/local/backend.ts';
import { runMain } from '../../supabase/local/lifecycle.ts';
import { startStack } from '../../supabase/local/stack.ts';

runMain(async () => {
  const backend = backendFromEnvironment(process.argv.slice(2));
  const dir = await mkdtemp(join(tmpdir(), 'bench-start-'));
  // PostgreSQL runs as the postgres OS user when this runs as root.
  await chmod(dir, 0o755);
  try {
    const options = { port: 0, dataDir: join(dir, 'db'), quiet: true, backend };
    const coldStarted = performance.now();
    const cold = await startStack(options);
    const coldMs = performance.now() - coldStarted;
    await cold.stop();
    const warm: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const stack = await startStack(options);
      warm.push(performance.now() - started);
      await stack.stop();
    }
    const memoryStarted = performance.now();
    const memory = await startStack({ ...options, dataDir: null });
    const memoryMs = performance.now() - memoryStarted;
    await memory.stop();
    console.log(`backend: ${backend}`);
    console.log(`cold start (fresh dir, migrate + seed): ${coldMs.toFixed(0)} ms`);
    console.log(`warm start (existing dir), 3 runs:     ${warm.map((w) => w.toFixed(0)).join(', ')} ms`);
    console.log(
      `${backend === 'postgres' ? 'throwaway cluster' : 'in-memory'} start (tests):  ${memoryMs.toFixed(0)} ms`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
