import { readdir, readFile, access } from 'node:fs/promises';
import { join, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectAs, type DatabaseServer } from './backend.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = join(here, '..', 'migrations');
export const SEED_FILE = join(here, '..', 'seed.sql');

export interface MigrateOptions {
  migrationsDir?: string;
  seedFile?: string;
  /** Run the seed file when the database had no migration recorded before this call. */
  seed?: boolean;
  log?: (line: string) => void;
}

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly postgresMessage: string,
  ) {
    super(`Migration ${file} failed: ${postgresMessage}`);
  }
}

/**
 * Applies supabase/migrations/*.sql in name order, each once and in a transaction of its own, then the seed,
 * all as the non-superuser `postgres` role and recorded in supabase_migrations.schema_migrations: what
 * `supabase db push` and `supabase db reset` do against a hosted project (supabase/cli internal/migration/apply
 * and internal/db/reset, which connect as postgres).
 */
export async function migrate(server: DatabaseServer, options: MigrateOptions = {}): Promise<MigrateResult> {
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  const seedFile = options.seedFile ?? SEED_FILE;
  const log = options.log ?? (() => {});
  const session = await connectAs(server, 'postgres');
  const db = session.client;
  const inTransaction = async (fn: () => Promise<void>) => {
    await db.query('begin');
    try {
      await fn();
      await db.query('commit');
    } catch (error) {
      await db.query('rollback').catch(() => undefined);
      throw error;
    }
  };
  try {
    await db.query(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text
      );`);
    const done = new Set(
      (
        await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
      ).rows.map((r) => r.version),
    );
    const wasEmpty = done.size === 0;
    const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
    const applied: string[] = [];
    for (const file of files) {
      const [version, ...rest] = basename(file, '.sql').split('_');
      if (done.has(version)) continue;
      const sql = await readFile(join(migrationsDir, file), 'utf8');
      try {
        await inTransaction(async () => {
          await db.query(sql);
          await db.query(
            'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
            [version, [sql], rest.join('_')],
          );
        });
      } catch (error) {
        throw new MigrationError(file, (error as Error).message);
      }
      applied.push(file);
      log(`Applied migration ${file}`);
    }
    let seeded = false;
    if (options.seed !== false && wasEmpty && (await exists(seedFile))) {
      const sql = await readFile(seedFile, 'utf8');
      try {
        await inTransaction(async () => {
          await db.query(sql);
        });
      } catch (error) {
        throw new Error(`Seed ${basename(seedFile)} failed: ${(error as Error).message}`);
      }
      seeded = true;
      log(`Seeded from ${basename(seedFile)}`);
    }
    return { applied, seeded };
  } finally {
    await session.release();
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
