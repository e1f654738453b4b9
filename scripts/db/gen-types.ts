// Writes src/types/database.ts with the generator behind `supabase gen types typescript --local`: postgres-meta's
// server in its one-shot type mode, against the migrated local database (PGlite, in memory, over its socket).
// The environment is the one supabase/cli passes to the pg-meta container
// (internal/gen/types/types.go at 078ef54c4f79405632c0abe7cc65a3170db690e0).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openMigratedDatabase } from '../../supabase/local/db.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const DATABASE_TYPES = join(here, '..', '..', 'src', 'types', 'database.ts');
// config.toml [api] schemas; the CLI adds them to "public".
const SCHEMAS = ['public'];

function runPgMeta(dbUrl: string): Promise<string> {
  const server = join(
    dirname(createRequire(import.meta.url).resolve('@supabase/postgres-meta')),
    '..',
    'server',
    'server.js',
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [server], {
      env: {
        PATH: process.env.PATH,
        PG_META_DB_URL: dbUrl,
        PG_CONN_TIMEOUT_SECS: '15',
        PG_QUERY_TIMEOUT_SECS: '15',
        PG_META_GENERATE_TYPES: 'typescript',
        PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: SCHEMAS.join(','),
        PG_META_GENERATE_TYPES_SWIFT_ACCESS_CONTROL: 'internal',
        PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`postgres-meta exited with ${code}`)),
    );
  });
}

/** The TypeScript types of the migrated schema, as `supabase gen types typescript --local` prints them. */
export async function generateTypes(): Promise<string> {
  const opened = await openMigratedDatabase({ backend: 'pglite', dataDir: null, seed: false });
  try {
    return await runPgMeta(
      `postgresql://supabase_admin@127.0.0.1:${opened.server.port}/postgres?sslmode=disable`,
    );
  } finally {
    await opened.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  generateTypes()
    .then(async (types) => {
      await writeFile(DATABASE_TYPES, types);
      console.log(`Wrote ${DATABASE_TYPES} with postgres-meta's TypeScript generator`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
