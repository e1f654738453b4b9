import { readdir, readFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const here = dirname(fileURLToPath(import.meta.url));
export const BOOTSTRAP_DIR = join(here, 'bootstrap');

export interface OpenedDatabase {
  db: PGlite;
  /** True when the platform bootstrap ran now, i.e. the database was empty. */
  fresh: boolean;
}

/** Opens PGlite (persisted in dataDir, or in memory when null) and lays down the Supabase platform once. */
export async function openDatabase(options: { dataDir: string | null }): Promise<OpenedDatabase> {
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pgcrypto, pg_trgm },
  });
  const existing = await db.query<{ exists: boolean }>(
    "select exists(select 1 from pg_roles where rolname = 'authenticator') as exists",
  );
  const fresh = !existing.rows[0]?.exists;
  if (fresh) {
    const files = (await readdir(BOOTSTRAP_DIR)).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files) {
      const sql = await readFile(join(BOOTSTRAP_DIR, file), 'utf8');
      try {
        await db.exec(sql);
      } catch (error) {
        throw new Error(`Bootstrap ${file} failed: ${(error as Error).message}`);
      }
    }
  }
  await db.exec('set search_path = "$user", public, extensions');
  return { db, fresh };
}
