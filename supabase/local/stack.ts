import { createServer as createNetServer } from 'node:net';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { openDatabase } from './db.ts';
import { migrate } from './migrate.ts';
import { startPostgrest } from './postgrest.ts';
import { createGateway, type AuthHandler } from './gateway.ts';
import { createFunctionsHandler } from './functions.ts';
import { connectSqlClient, type SqlClient } from './sql-client.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link?: string;
  type: 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite';
  sentAt: string;
}

export interface StackOptions {
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
}

export interface Stack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  sql: SqlClient;
  db: PGlite;
  mailbox: Mail[];
  migrationsApplied: string[];
  seeded: boolean;
  /** Makes PostgREST see tables created after start. */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_DATA_DIR = '.supabase-local/db';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function loadAuthHandler(): Promise<((options: Record<string, unknown>) => AuthHandler) | undefined> {
  const path = new URL('./auth/server.ts', import.meta.url);
  if (!existsSync(path)) return undefined;
  const mod = (await import(path.href)) as {
    createAuthHandler?: (options: Record<string, unknown>) => AuthHandler;
  };
  return mod.createAuthHandler;
}

/** Starts PGlite → socket → PostgREST, the auth server and the gateway, all on 127.0.0.1. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const jwtSecret = LOCAL_JWT_SECRET;
  const { db } = await openDatabase({ dataDir });
  const cleanups: Array<() => Promise<void>> = [() => db.close()];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    const migrated = await migrate(db, {
      seed: options.seed !== false,
      log,
      migrationsDir: options.migrationsDir,
      seedFile: options.seedFile,
    });

    const dbPort = await freePort();
    const socket = new PGLiteSocketServer({ db, host: '127.0.0.1', port: dbPort, maxConnections: 16 });
    await socket.start();
    cleanups.push(() => socket.stop());

    const postgrest = await startPostgrest({ dbPort, port: await freePort(), jwtSecret });
    cleanups.push(() => postgrest.stop());

    const sql = await connectSqlClient(dbPort);
    cleanups.push(() => sql.close());

    const port = options.port ?? 54321;
    const gatewayPort = port === 0 ? await freePort() : port;
    const url = `http://127.0.0.1:${gatewayPort}`;
    const mailbox: Mail[] = [];
    const createAuthHandler = await loadAuthHandler();
    const auth = createAuthHandler?.({
      sql,
      jwtSecret,
      jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
      siteUrl: options.siteUrl ?? 'http://127.0.0.1:5173',
      externalUrl: `${url}/auth/v1`,
      mailbox,
      log,
    });
    const functions = createFunctionsHandler({
      supabaseUrl: url,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      dbUrl: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
      jwtSecret,
      log,
    });
    cleanups.push(() => functions.stop());
    const gateway: Server = createGateway({
      postgrestPort: postgrest.port,
      jwtSecret,
      auth: () => auth,
      functions: () => functions,
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

    return {
      url,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      jwtSecret,
      sql,
      db,
      mailbox,
      migrationsApplied: migrated.applied,
      seeded: migrated.seeded,
      reloadSchema: () => postgrest.reloadSchema(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
