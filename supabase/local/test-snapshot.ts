// The integration tests' migrated snapshot: the database after the platform bootstrap, every migration and the
// seed, made once per test run (and kept while its inputs are unchanged) so that each test file's stack starts from
// a copy instead of replaying ~50 migrations and the seed. PGlite: a dumpDataDir() tarball loaded with loadDataDir;
// PostgreSQL: a stopped cluster's data directory copied per file (roles, auth, storage and pg_cron are cluster-wide,
// so they come along; pg_cron's jobs are pointed at the copy's port in postgres-backend.ts).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOTSTRAP_DIR, type BackendKind } from './backend.ts';
import { openDatabase } from './db.ts';
import { migrate, MIGRATIONS_DIR, SEED_FILE } from './migrate.ts';
import { postgresBinDir } from './postgres-backend.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const CACHE_DIR = join(root, 'node_modules', '.cache', 'supabase-local');

export interface MigratedSnapshot {
  backend: BackendKind;
  /** PGlite: a tarball; PostgreSQL: a data directory. */
  path: string;
  /** The migration files applied to it, in order. */
  applied: string[];
  seeded: boolean;
}

/** SUPABASE_LOCAL_TEST_SNAPSHOT=off: every test stack replays the migrations and the seed itself (the slow path). */
export function snapshotsEnabled(env = process.env): boolean {
  return env.SUPABASE_LOCAL_TEST_SNAPSHOT !== 'off';
}

function hashDirectory(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const file of readdirSync(dir).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(dir, file)));
  }
}

/** What the snapshot is made of: the backend's engine, the stack's SQL and code that lay it out, migrations, seed. */
export function snapshotKey(backend: BackendKind): string {
  const hash = createHash('sha256');
  hash.update(backend);
  if (backend === 'pglite') {
    hash.update(readFileSync(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  } else {
    const bin = postgresBinDir() ?? '';
    hash.update(bin);
    hash.update(execFileSync(join(bin, 'postgres'), ['--version']));
    hash.update(String(existsSync(join(bin, '..', 'lib', 'pg_cron.so'))));
  }
  hashDirectory(hash, BOOTSTRAP_DIR);
  for (const file of [
    'backend.ts',
    'db.ts',
    'migrate.ts',
    'pglite-wal-trim.ts',
    'pglite-worker.ts',
    'postgres-backend.ts',
  ]) {
    hash.update(readFileSync(join(here, file)));
  }
  hashDirectory(hash, MIGRATIONS_DIR);
  if (existsSync(SEED_FILE)) hash.update(readFileSync(SEED_FILE));
  return hash.digest('hex').slice(0, 16);
}

/** The current snapshot for the backend, made now when there is none for the current migrations, seed and stack. */
export async function ensureMigratedSnapshot(backend: BackendKind): Promise<MigratedSnapshot> {
  await mkdir(CACHE_DIR, { recursive: true });
  const prefix = `migrated-${backend}-`;
  const name = `${prefix}${snapshotKey(backend)}${backend === 'pglite' ? '.tar' : ''}`;
  const path = join(CACHE_DIR, name);
  const metaPath = `${path}.json`;
  if (existsSync(path) && existsSync(metaPath)) {
    return {
      backend,
      path,
      ...(JSON.parse(await readFile(metaPath, 'utf8')) as Omit<MigratedSnapshot, 'backend' | 'path'>),
    };
  }
  const building = `${path}.${process.pid}.build`;
  await rm(building, { recursive: true, force: true });
  // PGlite in memory, dumped while running; PostgreSQL in its own data directory, stopped cleanly before the copy.
  const server = await openDatabase({ backend, dataDir: backend === 'postgres' ? building : null });
  let meta: Omit<MigratedSnapshot, 'backend' | 'path'>;
  try {
    const migrated = await migrate(server, { seed: true });
    meta = { applied: migrated.applied, seeded: migrated.seeded };
    if (backend === 'pglite') await server.dumpTo!(building);
  } finally {
    await server.stop();
  }
  if (backend === 'postgres') await rm(join(building, 'supabase-local.owner'), { force: true });
  // Older snapshots (other migrations or seed) go; the new one appears whole (rename) with its record beside it.
  for (const file of await readdir(CACHE_DIR)) {
    if (file.startsWith(prefix) && !file.startsWith(name) && !file.includes('.build')) {
      await rm(join(CACHE_DIR, file), { recursive: true, force: true });
    }
  }
  await writeFile(metaPath, JSON.stringify(meta));
  await rm(path, { recursive: true, force: true });
  await rename(building, path);
  return { backend, path, ...meta };
}
