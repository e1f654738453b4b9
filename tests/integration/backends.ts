// The backend an integration test file runs on. vitest.config.ts runs every file under tests/integration once per
// backend (projects integration-pglite and integration-postgres), with SUPABASE_LOCAL_BACKEND set, so a test file
// needs nothing backend-specific: startStack()/startTestStack() and openTestDatabase() pick the backend up.
import { backendFromEnvironment, BACKEND_KINDS, type BackendKind } from '../../supabase/local/backend.ts';
import { openDatabase, openMigratedDatabase, type AdminDatabase } from '../../supabase/local/db.ts';
import { startStack, type Stack, type StackOptions } from '../../supabase/local/stack.ts';
import type { DatabaseServer } from '../../supabase/local/backend.ts';
import { inject } from 'vitest';

export const BACKENDS: readonly BackendKind[] = BACKEND_KINDS;

/** This test run's backend (set per vitest project). */
export const BACKEND: BackendKind = backendFromEnvironment([], process.env);

/**
 * An in-memory (PGlite) or throwaway (PostgreSQL) stack on free ports, quiet, on this run's backend. With the
 * project's migrations and seed it starts from the run's migrated snapshot (global-setup.ts) when there is one.
 */
export function startTestStack(options: StackOptions = {}): Promise<Stack> {
  const standard =
    (options.dataDir ?? null) === null &&
    options.migrationsDir === undefined &&
    options.seedFile === undefined &&
    options.seed !== false &&
    (options.backend ?? BACKEND) === BACKEND;
  const snapshot = standard ? inject('migratedSnapshot') : undefined;
  return startStack({
    port: 0,
    dataDir: null,
    quiet: true,
    backend: BACKEND,
    ...(snapshot ? { snapshot } : {}),
    ...options,
  });
}

/** A fresh database laid out as a hosted project, nothing migrated. */
export function openTestDatabase(): Promise<DatabaseServer> {
  return openDatabase({ backend: BACKEND, dataDir: null });
}

/** A fresh database with the migrations (and by default the seed) applied, and a supabase_admin connection. */
export function openMigratedTestDatabase(seed = true): Promise<AdminDatabase> {
  return openMigratedDatabase({ backend: BACKEND, dataDir: null, seed });
}
