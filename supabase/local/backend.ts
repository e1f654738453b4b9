import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
export const BOOTSTRAP_DIR = join(here, 'bootstrap');

/** pglite: PGlite (PostgreSQL 18 in WASM) in a child process; postgres: a throwaway PostgreSQL 15 cluster. */
export type BackendKind = 'pglite' | 'postgres';
export const BACKEND_KINDS: readonly BackendKind[] = ['pglite', 'postgres'];

/** `--postgres` on the command line or SUPABASE_LOCAL_BACKEND=postgres selects PostgreSQL; PGlite otherwise. */
export function backendFromEnvironment(argv: string[] = process.argv, env = process.env): BackendKind {
  if (argv.includes('--postgres')) return 'postgres';
  if (argv.includes('--pglite')) return 'pglite';
  const value = env.SUPABASE_LOCAL_BACKEND ?? 'pglite';
  if (value !== 'pglite' && value !== 'postgres') {
    throw new Error(`SUPABASE_LOCAL_BACKEND must be pglite or postgres, not ${value}`);
  }
  return value;
}

/** A running database server that speaks the PostgreSQL protocol on 127.0.0.1. */
export interface DatabaseServer {
  kind: BackendKind;
  port: number;
  /**
   * PGlite is one backend session shared by every socket client, whatever user they name: PostgREST must use
   * one pooled connection without prepared statements or LISTEN, and the session's identity is switched with
   * SET SESSION AUTHORIZATION. PostgreSQL gives every connection its own session and login role.
   */
  sharedSession: boolean;
  /** True when the data directory was created now, i.e. the platform bootstrap has not run yet. */
  fresh: boolean;
  /** PGlite in memory: keeps a copy of the freshly bootstrapped database for the next in-memory start. */
  saveTemplate?: () => Promise<void>;
  /** PGlite in memory: writes the database as it is now to a tarball at path (test-snapshot.ts). */
  dumpTo?: (path: string) => Promise<void>;
  stop(): Promise<void>;
}

/** A connected client: a login as `role` on PostgreSQL, the shared superuser session on PGlite. */
export async function openClient(server: DatabaseServer, role: string): Promise<pg.Client> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: server.port,
    user: server.sharedSession ? 'supabase_admin' : role,
    database: 'postgres',
  });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** A connection with the rights of one role. */
export interface RoleSession {
  client: pg.Client;
  release(): Promise<void>;
}

/**
 * Connects as `role`. On PostgreSQL this is a real login as that role. On PGlite the connection logs in as the
 * superuser supabase_admin and switches the shared session to the role (current_user, session_user and
 * is_superuser all change, so privilege checks are those of the role) until release() switches it back.
 */
export async function connectAs(server: DatabaseServer, role: string): Promise<RoleSession> {
  const client = await openClient(server, role);
  if (server.sharedSession && role !== 'supabase_admin') {
    await client.query(`set session authorization ${pg.escapeIdentifier(role)}`);
  }
  return {
    client,
    release: async () => {
      try {
        if (server.sharedSession && role !== 'supabase_admin') {
          await client.query('rollback').catch(() => undefined);
          // PGlite keeps the switched identity after the transaction; the authenticated user (a superuser) may
          // switch it back.
          await client.query('set session authorization supabase_admin');
        }
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The platform pieces that joined after some data directories were bootstrapped, each with the query that tells
 * whether a database lacks it; their bootstrap files are idempotent. pg_cron: so that a kept data directory runs the
 * migration that schedules the clean-up; pg_net and Vault: for the link check.
 */
const LATE_BOOTSTRAP_FILES = [
  { file: '50_pg_cron.sql', missing: "select to_regnamespace('cron') is null as missing" },
  {
    file: '60_pg_net_vault.sql',
    missing: "select to_regnamespace('net') is null or to_regnamespace('vault') is null as missing",
  },
] as const;

/** Gives a database bootstrapped before them the late platform pieces (LATE_BOOTSTRAP_FILES). */
export async function ensureLateBootstrap(server: DatabaseServer): Promise<void> {
  const session = await connectAs(server, 'supabase_admin');
  try {
    for (const { file, missing } of LATE_BOOTSTRAP_FILES) {
      const { rows } = await session.client.query<{ missing: boolean }>(missing);
      if (rows[0]?.missing) await session.client.query(await readFile(join(BOOTSTRAP_DIR, file), 'utf8'));
    }
  } finally {
    await session.release();
  }
}

/** Lays down the hosted platform (roles, schemas, auth) once, as supabase_admin. */
export async function bootstrapPlatform(server: DatabaseServer): Promise<void> {
  const session = await connectAs(server, 'supabase_admin');
  try {
    const files = (await readdir(BOOTSTRAP_DIR)).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files) {
      const sql = await readFile(join(BOOTSTRAP_DIR, file), 'utf8');
      try {
        await session.client.query(sql);
      } catch (error) {
        throw new Error(`Bootstrap ${file} failed: ${(error as Error).message}`);
      }
    }
    if (server.sharedSession) {
      // On PGlite PostgREST's connection is the shared supabase_admin session standing in for authenticator.
      // PostgREST applies the settings (statement_timeout) of the roles its login role is a member of.
      await session.client.query('grant anon, authenticated, service_role to supabase_admin');
    }
  } finally {
    await session.release();
  }
}
