import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { DatabaseServer } from './backend.ts';
import { freePort } from './ports.ts';
import { claimCluster, recoverOrphanedPostmaster } from './postgres-orphan.ts';
import { tieToParent } from './reaper.ts';

export class PostgresUnavailableError extends Error {}

/** Where PostgreSQL's server binaries are: SUPABASE_LOCAL_PG_BIN, or Debian's PostgreSQL 15 (then 17). */
export function postgresBinDir(): string | undefined {
  const candidates = [
    process.env.SUPABASE_LOCAL_PG_BIN,
    '/usr/lib/postgresql/15/bin',
    '/usr/lib/postgresql/17/bin',
  ].filter((dir): dir is string => Boolean(dir));
  return candidates.find((dir) => existsSync(join(dir, 'postgres')) && existsSync(join(dir, 'initdb')));
}

/** PostgreSQL refuses to run as root: then the cluster runs as the `postgres` OS user that Debian's package adds. */
function osUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    throw new PostgresUnavailableError(
      'Running as root, and there is no `postgres` OS user to run PostgreSQL as (apt-get install -y postgresql adds one).',
    );
  }
}

function run(
  binary: string,
  args: string[],
  user: { uid: number; gid: number } | undefined,
): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(binary, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...user,
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun(output) : reject(new Error(`${binary} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * Creates (once, with initdb, in dataDir or a temporary directory removed on stop) and starts a PostgreSQL
 * cluster on a free port of 127.0.0.1, its bootstrap superuser named supabase_admin as in Supabase's image.
 */
export async function startPostgres(options: {
  dataDir: string | null;
  /**
   * Throwaway only: a stopped cluster's data directory (test-snapshot.ts: bootstrapped, migrated and seeded) that is
   * copied rather than running initdb; roles, auth, storage and pg_cron's tables are cluster-wide and come with it.
   */
  snapshot?: string;
}): Promise<DatabaseServer> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new PostgresUnavailableError(
      'No PostgreSQL server binaries (looked in $SUPABASE_LOCAL_PG_BIN, /usr/lib/postgresql/15/bin, /usr/lib/postgresql/17/bin): `apt-get install -y postgresql`.',
    );
  }
  const user = osUser();
  const throwaway = options.dataDir === null;
  const dataDir = throwaway
    ? await mkdtemp(join(tmpdir(), 'supabase-local-pg-'))
    : resolve(options.dataDir as string);
  const cleanupDir = async () => {
    if (throwaway) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    if (throwaway && options.snapshot) {
      // cp -a keeps the files' owner (the postgres OS user when running as root) and modes.
      await run('cp', ['-a', `${options.snapshot}/.`, dataDir], undefined);
      if (user) await chown(dataDir, user.uid, user.gid);
    }
    const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
    if (fresh) {
      await mkdir(dataDir, { recursive: true, mode: 0o700 });
      if (user) await chown(dataDir, user.uid, user.gid);
      await run(
        join(bin, 'initdb'),
        [
          '-D',
          dataDir,
          '-U',
          'supabase_admin',
          '--auth=trust',
          '-E',
          'UTF8',
          '--locale=C.UTF-8',
          '--no-sync',
        ],
        user,
      );
    }
    if (!throwaway) await recoverOrphanedPostmaster(dataDir);
    const port = await freePort();
    const settings = [
      'listen_addresses=127.0.0.1',
      'unix_socket_directories=',
      'max_connections=100',
      // pg_cron (Debian's postgresql-15-cron) as a hosted project runs it: a background worker in the postgres
      // database that starts each job in a libpq session logged in as the job's user (trust over 127.0.0.1), so a
      // job may CALL a procedure that commits between batches.
      ...(existsSync(join(bin, '..', 'lib', 'pg_cron.so'))
        ? ['shared_preload_libraries=pg_cron', 'cron.database_name=postgres', 'cron.host=127.0.0.1']
        : []),
      // A throwaway cluster for tests needs no durability.
      ...(throwaway ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
    ];
    const child: ChildProcess = spawn(
      join(bin, 'postgres'),
      ['-D', dataDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])],
      { stdio: ['ignore', 'ignore', 'pipe'], ...user },
    );
    // Fast shutdown if this process dies without stopping the cluster (kill -9 included), see reaper.ts.
    tieToParent(child, { signal: 'INT', remove: throwaway ? [dataDir] : [] });
    if (!throwaway) claimCluster(dataDir);
    let log = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.length > 20000) log = log.slice(-10000);
    });
    let exited = false;
    // If this process ends without stopping the cluster, take it down (immediate shutdown) rather than orphan it.
    const onExit = () => {
      child.kill('SIGQUIT');
      if (throwaway) rmSync(dataDir, { recursive: true, force: true });
    };
    process.once('exit', onExit);
    const exit = new Promise<void>((resolveExit) =>
      child.once('exit', () => {
        exited = true;
        process.removeListener('exit', onExit);
        resolveExit();
      }),
    );
    const deadline = Date.now() + 30000;
    for (;;) {
      if (exited) throw new Error(`PostgreSQL exited during start:\n${log}`);
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'supabase_admin', database: 'postgres' });
      const ok = await client.connect().then(
        () => true,
        () => false,
      );
      await client.end().catch(() => undefined);
      if (ok) break;
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`PostgreSQL did not accept connections in 30 s:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const check = new pg.Client({ host: '127.0.0.1', port, user: 'supabase_admin', database: 'postgres' });
    await check.connect();
    const bootstrapped = await check.query<{ exists: boolean }>(
      "select exists(select 1 from pg_roles where rolname = 'authenticator') as exists",
    );
    if (options.snapshot) {
      // pg_cron runs a job by connecting to the job's nodename:nodeport, which cron.schedule set to the port of the
      // cluster the snapshot was made on: point the jobs at this one.
      await check.query(`do $$ begin
        if exists (select from pg_extension where extname = 'pg_cron') then
          update cron.job set nodeport = pg_catalog.inet_server_port()
           where nodeport is distinct from pg_catalog.inet_server_port();
        end if;
      end $$`);
    }
    await check.end();
    return {
      kind: 'postgres',
      port,
      sharedSession: false,
      fresh: !bootstrapped.rows[0]?.exists,
      stop: async () => {
        if (!exited) {
          // SIGINT: fast shutdown (disconnects clients, checkpoints).
          child.kill('SIGINT');
          const timer = setTimeout(() => child.kill('SIGKILL'), 15000);
          await exit;
          clearTimeout(timer);
        }
        await cleanupDir();
      },
    };
  } catch (error) {
    await cleanupDir();
    throw error;
  }
}
