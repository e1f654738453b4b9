// `npm run test:integration:side-by-side`: the two integration projects side by side, one vitest process per backend, each still
// one file at a time. The backends share no state (each file's stack has its own ports, database and files), and on
// two cores a PostgreSQL file mostly waits on other processes while a PGlite file computes. Vitest cannot run them
// this way itself: projects in one sequence group share one worker count, so two workers would also put two files
// of the same backend side by side. Arguments go to both runs (file filters, --reporter, …). Exits non-zero when
// either run fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { postgresBinDir } from '../supabase/local/postgres-backend.ts';

// As vitest.config.ts: without PostgreSQL's binaries only PGlite runs (it warns), except in CI, where both must.
const backends = postgresBinDir() !== undefined || process.env.CI ? ['pglite', 'postgres'] : ['pglite'];
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

function run(backend: string): Promise<number> {
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--project', `integration-${backend}`, ...process.argv.slice(2)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours as vitest would choose them for this terminal (its own output is a pipe here).
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    },
  );
  // Whole lines, each marked with its backend, so the two runs' output can be told apart.
  for (const [input, output] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input }).on('line', (line) => output.write(`[${backend}] ${line}\n`));
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const codes = await Promise.all(backends.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
