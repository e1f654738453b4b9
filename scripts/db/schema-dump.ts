// `npm run db:dump`: proves that rewriting applied migrations leaves a fresh deploy unchanged. Applies
// supabase/local/bootstrap, every migration and the seed to a fresh PostgreSQL 15 cluster, then writes
// `pg_dump --schema-only` of the whole database (public, private, auth, storage, extensions… with policies,
// triggers, grants, comments) and a data-only dump of every seeded table, normalised where the seed is not
// deterministic (now(), bcrypt salts, gen_random_uuid()).
//   npm run db:dump -- --out <dir>        writes <dir>/schema.sql and <dir>/data.sql
//   npm run db:dump -- --compare <dir>    dumps again and exits 1 showing the diff when anything differs
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openMigratedDatabase } from '../../supabase/local/db.ts';
import { postgresBinDir } from '../../supabase/local/postgres-backend.ts';
import { normaliseData } from './dump-normalise.ts';

function pgDump(bin: string, port: number, args: string[]): string {
  return (
    execFileSync(
      join(bin, 'pg_dump'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'supabase_admin', '-d', 'postgres', ...args],
      { maxBuffer: 512 * 1024 * 1024, encoding: 'utf8' },
    )
      .split('\n')
      // The version lines and pg_dump's random \restrict keys differ from run to run.
      .filter((line) => !/^(-- Dumped (from|by)|\\(un)?restrict )/.test(line))
      .join('\n')
  );
}

export async function dumpFreshDeploy(): Promise<{ schema: string; data: string }> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No PostgreSQL binaries: apt-get install -y postgresql');
  const db = await openMigratedDatabase({ backend: 'postgres', dataDir: null, seed: true });
  try {
    const schema = pgDump(bin, db.server.port, ['--schema-only']);
    // supabase_migrations holds each file's text: it changes by design when a file is rewritten.
    // cookie_consent_days counts the seed's consents per day of now() - n hours: it moves with the clock.
    const data = pgDump(bin, db.server.port, [
      '--data-only',
      '--exclude-schema=supabase_migrations',
      '--exclude-table-data=private.cookie_consent_days',
    ]);
    return { schema, data: normaliseData(data) };
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, compare: { type: 'string' } } });
  if (!values.out && !values.compare) {
    console.error('Usage: npm run db:dump -- --out <dir> | --compare <dir>');
    process.exit(2);
  }
  const dump = await dumpFreshDeploy();
  if (values.out) {
    await mkdir(values.out, { recursive: true });
    await writeFile(join(values.out, 'schema.sql'), dump.schema);
    await writeFile(join(values.out, 'data.sql'), dump.data);
    console.log(
      `Wrote ${values.out}/schema.sql (${dump.schema.length} chars), data.sql (${dump.data.length} chars)`,
    );
  }
  if (values.compare) {
    const now = await mkdtemp(join(tmpdir(), 'db-dump-'));
    let same = true;
    for (const name of ['schema.sql', 'data.sql'] as const) {
      const fresh = join(now, name);
      await writeFile(fresh, name === 'schema.sql' ? dump.schema : dump.data);
      const diff = spawnSync('diff', ['-u', join(values.compare, name), fresh], { encoding: 'utf8' });
      if (diff.status === 0) console.log(`${name}: identical`);
      else {
        same = false;
        console.log(`${name}: DIFFERS\n${diff.stdout}${diff.stderr}`);
      }
    }
    await rm(now, { recursive: true, force: true });
    if (!same) process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
