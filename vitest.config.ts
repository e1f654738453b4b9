import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { postgresBinDir } from './supabase/local/postgres-backend.ts';

// Every integration file runs on PGlite and on PostgreSQL 15 (tests/integration/backends.ts). Without the
// PostgreSQL binaries the second run is skipped with a warning, except in CI, where it must run (and fails).
const postgresAvailable = postgresBinDir() !== undefined;
if (!postgresAvailable && !process.env.CI) {
  console.warn(
    '\n!!! PostgreSQL server binaries not found: the integration suites run on PGlite only.\n' +
      '!!! `apt-get install -y postgresql` (or set SUPABASE_LOCAL_PG_BIN) to run them on PostgreSQL 15 too.\n',
  );
}
const integration = (backend: 'pglite' | 'postgres', groupOrder: number): TestProjectInlineConfiguration => ({
  test: {
    name: `integration-${backend}`,
    environment: 'node',
    include: ['tests/integration/**/*.test.ts'],
    env: { SUPABASE_LOCAL_BACKEND: backend },
    // Migrates and seeds once per run; each file's startTestStack() starts from a copy (tests/integration/global-setup.ts).
    globalSetup: ['tests/integration/global-setup.ts'],
    testTimeout: 120000,
    hookTimeout: 180000,
    fileParallelism: false,
    // One backend after the other: the machine has two cores. `npm run test:integration:side-by-side` runs the two
    // projects at once, one vitest process each (scripts/test-integration.ts).
    sequence: { groupOrder },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          env: { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'unit-test-anon-key' },
          testTimeout: 20000,
          // Vitest's default is one worker fewer than the cores: one file at a time on CI's two. Each file still gets
          // its own jsdom and modules; two at once took the suite from 199 s to 155 s here.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      integration('pglite', 1),
      ...(postgresAvailable || process.env.CI ? [integration('postgres', 2)] : []),
    ],
  },
});
