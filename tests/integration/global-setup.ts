// Vitest globalSetup of the integration projects: migrates and seeds one database per backend for the whole run
// (supabase/local/test-snapshot.ts) and hands it to startTestStack() (backends.ts), which starts each file's stack
// from a copy. SUPABASE_LOCAL_TEST_SNAPSHOT=off leaves it out: every stack then migrates and seeds itself.
import type { TestProject } from 'vitest/node';
import { backendFromEnvironment } from '../../supabase/local/backend.ts';
import {
  ensureMigratedSnapshot,
  snapshotsEnabled,
  type MigratedSnapshot,
} from '../../supabase/local/test-snapshot.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    migratedSnapshot: MigratedSnapshot | undefined;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  if (!snapshotsEnabled()) return;
  const backend = backendFromEnvironment([], {
    SUPABASE_LOCAL_BACKEND: project.config.env?.SUPABASE_LOCAL_BACKEND,
  });
  const started = performance.now();
  const snapshot = await ensureMigratedSnapshot(backend);
  project.provide('migratedSnapshot', snapshot);
  if (process.env.SUPABASE_LOCAL_TEST_SNAPSHOT_LOG) {
    console.log(
      `migrated snapshot (${backend}): ${Math.round(performance.now() - started)} ms, ${snapshot.path}`,
    );
  }
}
