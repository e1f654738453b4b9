// Prints cold-start (fresh data dir: bootstrap, migrations, seed, PostgREST) and warm-start times of the stack.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from './stack.ts';

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-start-'));
  try {
    const coldStarted = performance.now();
    const cold = await startStack({ port: 0, dataDir: join(dir, 'db'), quiet: true });
    const coldMs = performance.now() - coldStarted;
    await cold.stop();
    const warm: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const stack = await startStack({ port: 0, dataDir: join(dir, 'db'), quiet: true });
      warm.push(performance.now() - started);
      await stack.stop();
    }
    const memoryStarted = performance.now();
    const memory = await startStack({ port: 0, dataDir: null, quiet: true });
    const memoryMs = performance.now() - memoryStarted;
    await memory.stop();
    console.log(`cold start (fresh dir, migrate + seed): ${coldMs.toFixed(0)} ms`);
    console.log(`warm start (existing dir), 3 runs:     ${warm.map((w) => w.toFixed(0)).join(', ')} ms`);
    console.log(`in-memory start (tests):               ${memoryMs.toFixed(0)} ms`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
