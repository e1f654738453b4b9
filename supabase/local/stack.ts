import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { backendFromEnvironment, type BackendKind } from './backend.ts';
import { openDatabase } from './db.ts';
import { assertPortFree, freePort } from './ports.ts';
import { migrate } from './migrate.ts';
import { startPostgrest } from './postgrest.ts';
import { createGateway } from './gateway.ts';
import { createAuthHandler } from './auth/server.ts';
import type { Mail } from './auth/mail.ts';
import { createFunctionsHandler } from './functions.ts';
import { createStorageHandler } from './storage/server.ts';
import { loadStorageFileSizeLimit } from './storage/config.ts';
import { connectSqlClient, type SqlClient } from './sql-client.ts';
import type { MigratedSnapshot } from './test-snapshot.ts';
import type { AuthConfigOverrides } from './config.ts';
import { assertTriggersEnabled } from './trigger-guard.ts';
import { fillVault, hasNetStandIn, startNetWorker, type NetWorker } from './net-worker.ts';
import { openClient } from './backend.ts';
import { startCronScheduler, type CronScheduler, type CronSchedulerOptions, type JobRow } from './cron.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

export interface StackOptions {
  /** Default: SUPABASE_LOCAL_BACKEND / --postgres (see backendFromEnvironment), else PGlite. */
  backend?: BackendKind;
  /** 0 = a free port. */
  port?: number;
  /** null = in memory. */
  dataDir?: string | null;
  jwtExpirySeconds?: number;
  seed?: boolean;
  quiet?: boolean;
  siteUrl?: string;
  migrationsDir?: string;
  seedFile?: string;
  /** Auth settings on top of supabase/config.toml's [auth] (tests: small rate limits, confirmations on). */
  auth?: AuthConfigOverrides;
  /** Storage's object files: default .supabase-local/storage/<backend> with a data directory, else a temp dir. */
  storageDir?: string;
  /** Storage's global upload limit in bytes (default 50 MiB, as [storage] file_size_limit). */
  storageFileSizeLimit?: number;
  /** The pg_net stand-in's worker: how often it sends the queued requests (null: only stack.net.drain()). */
  net?: { intervalMs?: number | null };
  /** The pg_cron stand-in's scheduler (PGlite): its clock and how often it looks (null: only stack.cron.tick()). */
  cron?: Pick<CronSchedulerOptions, 'now' | 'intervalMs'>;
  /**
   * In memory / throwaway only: start from this copy of a migrated and seeded database (the integration tests'
   * snapshot, test-snapshot.ts) instead of replaying the migrations and the seed.
   */
  snapshot?: MigratedSnapshot;
}

export interface Stack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  backend: BackendKind;
  /** A superuser (supabase_admin) connection: for tests and tools, never for the app. */
  sql: SqlClient;
  /** The database's port on 127.0.0.1 (PostgreSQL protocol). */
  dbPort: number;
  mailbox: Mail[];
  migrationsApplied: string[];
  seeded: boolean;
  /** The directory holding Storage's object files. */
  storageDir: string;
  /** The worker that sends pg_net's queued requests (net.http_post from a scheduled job). */
  net: NetWorker | null;
  /**
   * The scheduler that runs cron.job on the pg_cron stand-in (PGlite); null where the real pg_cron runs them
   * (PostgreSQL 15 with postgresql-15-cron).
   */
  cron: CronScheduler | null;
  /** Makes PostgREST see tables created after start. */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_DATA_DIR = '.supabase-local/db';
export const DEFAULT_POSTGRES_DATA_DIR = '.supabase-local/postgres';

/**
 * Where a persisted stack keeps Storage's object files, which belong with its database (db:reset wipes both):
 * `.supabase-local/storage/<backend>` beside the default database, `<dataDir>-storage` beside any other
 * (SUPABASE_LOCAL_DATA_DIR), so that two databases never share, or wipe, each other's files.
 */
export function defaultStorageDir(backend: BackendKind, dataDir: string = defaultDataDir(backend)): string {
  const defaultDir = backend === 'postgres' ? DEFAULT_POSTGRES_DATA_DIR : DEFAULT_DATA_DIR;
  if (resolve(dataDir) === resolve(defaultDir)) return `.supabase-local/storage/${backend}`;
  return `${dataDir.replace(/[\\/]+$/, '')}-storage`;
}

/** SUPABASE_LOCAL_DATA_DIR, else the backend's directory under .supabase-local/. */
export function defaultDataDir(backend: BackendKind): string {
  if (process.env.SUPABASE_LOCAL_DATA_DIR) return process.env.SUPABASE_LOCAL_DATA_DIR;
  return backend === 'postgres' ? DEFAULT_POSTGRES_DATA_DIR : DEFAULT_DATA_DIR;
}

export { freePort };
export type { Mail };

/**
 * Starts the database (PGlite in a child process, or a PostgreSQL cluster) → PostgREST, the auth server and the
 * gateway, all on 127.0.0.1.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const backend = options.backend ?? backendFromEnvironment();
  const dataDir = options.dataDir === undefined ? defaultDataDir(backend) : options.dataDir;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const jwtSecret = LOCAL_JWT_SECRET;
  if (options.port) await assertPortFree(options.port);
  if (options.snapshot && (dataDir || options.snapshot.backend !== backend)) {
    throw new Error('A migrated snapshot starts only an in-memory or throwaway database of its own backend.');
  }
  const t0 = performance.now();
  const marks: string[] = [];
  const mark = (what: string) => marks.push(`${what} ${Math.round(performance.now() - t0)}`);
  const server = await openDatabase({ backend, dataDir, snapshot: options.snapshot?.path });
  mark('db');
  const cleanups: Array<() => Promise<void>> = [() => server.stop()];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    const migrated = await migrate(server, {
      seed: options.seed !== false,
      log,
      migrationsDir: options.migrationsDir,
      seedFile: options.seedFile,
    });
    mark('migrate');

    const sql = await connectSqlClient(server, 'supabase_admin');
    cleanups.push(() => sql.close());
    await assertTriggersEnabled(sql);

    const cronKind = await sql.query<{ real: boolean; present: boolean }>(
      `select exists(select from pg_extension where extname = 'pg_cron') as real,
              to_regnamespace('cron') is not null as present`,
    );
    let cron: CronScheduler | null = null;
    if (cronKind.rows[0]?.present && !cronKind.rows[0]?.real) {
      const scheduler = startCronScheduler({
        connect: () => openClient(server, 'supabase_admin'),
        readJobs: async (text) => (await sql.query<JobRow>(text)).rows,
        log,
        ...options.cron,
      });
      cron = scheduler;
      cleanups.push(() => scheduler.stop());
    }

    // PostgREST loads its schema cache while the other servers start; it answers before the stack is returned.
    const postgrestPort = await freePort();
    const postgrestStarting = startPostgrest({
      dbPort: server.port,
      sharedSession: server.sharedSession,
      port: postgrestPort,
      jwtSecret,
    });
    // Its failure is thrown where it is awaited below; a stop before then waits for it to have started.
    postgrestStarting.catch(() => undefined);
    cleanups.push(async () => (await postgrestStarting.catch(() => undefined))?.stop());

    // Supabase Auth connects as supabase_auth_admin, which owns the auth tables and nothing else.
    const authSql = await connectSqlClient(server, 'supabase_auth_admin');
    cleanups.push(() => authSql.close());

    const port = options.port ?? 54321;
    const gatewayPort = port === 0 ? await freePort() : port;
    const url = `http://127.0.0.1:${gatewayPort}`;
    const mailbox: Mail[] = [];
    const auth = createAuthHandler({
      sql: authSql,
      jwtSecret,
      jwtExpirySeconds: options.jwtExpirySeconds,
      siteUrl: options.siteUrl,
      overrides: options.auth,
      externalUrl: `${url}/auth/v1`,
      mailbox,
      log,
    });
    cleanups.push(() => auth.close());
    const functions = createFunctionsHandler({
      supabaseUrl: url,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      dbUrl: `postgresql://postgres:postgres@127.0.0.1:${server.port}/postgres`,
      jwtSecret,
      log,
    });
    cleanups.push(() => functions.stop());
    // Supabase Storage logs in as supabase_storage_admin and switches to each caller's role per request.
    const storageSql = await connectSqlClient(server, 'supabase_storage_admin');
    cleanups.push(() => storageSql.close());
    let storageRoot = options.storageDir ?? (dataDir ? defaultStorageDir(backend, dataDir) : undefined);
    if (!storageRoot) {
      const temporary = await mkdtemp(join(tmpdir(), 'supabase-storage-'));
      cleanups.push(() => rm(temporary, { recursive: true, force: true }));
      storageRoot = temporary;
    }
    await mkdir(storageRoot, { recursive: true });
    const storage = await createStorageHandler({
      sql: storageSql,
      root: storageRoot,
      jwtSecret,
      fileSizeLimit: options.storageFileSizeLimit ?? loadStorageFileSizeLimit(),
    });
    const gateway: Server = createGateway({
      postgrestPort,
      jwtSecret,
      auth: () => auth,
      functions: () => functions,
      storage: () => storage,
    });
    await new Promise<void>((resolve, reject) => {
      gateway.once('error', reject);
      gateway.listen(gatewayPort, '127.0.0.1', () => resolve());
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          gateway.closeAllConnections();
          gateway.close(() => resolve());
        }),
    );

    mark('servers');
    const postgrest = await postgrestStarting;
    mark('postgrest');
    // pg_net's stand-in sends what the schedule queues (the link check) to this gateway; Vault holds its address.
    let net: NetWorker | null = null;
    if (await hasNetStandIn(sql)) {
      await fillVault(sql, { project_url: url, link_check_key: LOCAL_SERVICE_ROLE_KEY });
      const worker = startNetWorker({ sql, intervalMs: options.net?.intervalMs, log });
      net = worker;
      cleanups.push(() => worker.stop());
    }

    mark('net');
    if (process.env.SUPABASE_LOCAL_STACK_TIMING) console.log(`stack start (${backend}): ${marks.join(', ')}`);
    return {
      url,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      jwtSecret,
      backend,
      sql,
      dbPort: server.port,
      mailbox,
      migrationsApplied: [...(options.snapshot?.applied ?? []), ...migrated.applied],
      storageDir: storageRoot,
      seeded: (options.snapshot?.seeded ?? false) || migrated.seeded,
      net,
      cron,
      reloadSchema: () => postgrest.reloadSchema(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
