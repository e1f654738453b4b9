// Runs PGlite and its socket server in a child process of its own, so that a long query never blocks the
// gateway and the auth server on the stack's main thread. Started by pglite-backend.ts; speaks to it over IPC:
// it reports {ready, port, fresh} once the socket listens, and stops (closing PGlite cleanly) on {stop}.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { statementTimeouts } from './pglite-timeouts.ts';
import { installSessionQueue } from './pglite-session-queue.ts';
import { keepWalBetween } from './pglite-wal-trim.ts';

export interface WorkerRequest {
  dataDir: string | null;
  port: number;
  /**
   * In memory only: a tarball of a freshly bootstrapped data directory. Loaded when it exists (initdb and the
   * bootstrap are then skipped); otherwise written on request once the parent has bootstrapped the database.
   */
  templatePath?: string;
  /** In memory only: a tarball of a migrated and seeded database to start from instead (tests' snapshot). */
  snapshotPath?: string;
}

export type WorkerMessage =
  | { type: 'ready'; port: number; fresh: boolean }
  | { type: 'error'; message: string }
  | { type: 'stopped' }
  | { type: 'template-saved'; error?: string };

const send = (message: WorkerMessage) => process.send?.(message);

async function main(request: WorkerRequest): Promise<void> {
  const t0 = performance.now();
  const tm: string[] = [`boot ${Math.round(performance.now())}`];
  const mk = (w: string) => tm.push(`${w} ${Math.round(performance.now() - t0)}`);
  // As in Supabase's image, the cluster's bootstrap superuser is supabase_admin; `postgres` is created by the
  // platform bootstrap as an ordinary role.
  const template =
    !request.dataDir && request.snapshotPath
      ? new Blob([await readFile(request.snapshotPath)])
      : !request.dataDir && request.templatePath && existsSync(request.templatePath)
        ? new Blob([await readFile(request.templatePath)])
        : undefined;
  mk('read');
  // statement_timeout as PostgreSQL enforces it (see pglite-timeouts.ts).
  const timeouts = statementTimeouts();
  const db = await PGlite.create({
    ...(request.dataDir ? { dataDir: request.dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    username: 'supabase_admin',
    // PGlite starts PostgreSQL with -F (fsync off); a persisted database keeps PostgreSQL's default, fsync on, so a
    // crash of the machine (not only of the process) loses no committed transaction.
    ...(request.dataDir ? { startParams: PGlite.defaultStartParams.filter((param) => param !== '-F') } : {}),
    initDbStartParams: ['--username=supabase_admin'],
    extensions: { timeouts: timeouts.extension, pgcrypto, pg_trgm, uuid_ossp },
  }).catch((error: Error) => {
    throw new Error(
      /role "supabase_admin" does not exist/.test(error.message)
        ? `${request.dataDir} was created by an older version of the local stack; run \`npm run db:reset\`.`
        : error.message,
    );
  });
  mk('create');
  await timeouts.attach(db);
  mk('attach');
  const existing = await db.query<{ exists: boolean }>(
    "select exists(select 1 from pg_roles where rolname = 'authenticator') as exists",
  );
  const socket = new PGLiteSocketServer({ db, host: '127.0.0.1', port: request.port, maxConnections: 32 });
  // Each client keeps the one session for a whole query (Parse … Sync), not one message (pglite-session-queue.ts).
  installSessionQueue(socket, db);
  await socket.start();
  mk('socket');
  if (process.env.SUPABASE_LOCAL_STACK_TIMING) console.log(`pglite worker: ${tm.join(', ')}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await socket.stop().catch(() => undefined);
    await db.close().catch(() => undefined);
    await timeouts.stop();
    send({ type: 'stopped' });
    process.exit(0);
  };
  process.on('message', (message: { type?: string; path?: string }) => {
    if (message?.type === 'stop') void stop();
    // path: where to write this database's tarball (the migrated snapshot of the test runs), default templatePath.
    const path = message?.path ?? request.templatePath;
    if (message?.type === 'save-template' && path) {
      void (async () => {
        // dumpDataDir() copies the files as they are: after a checkpoint a start from the tarball has no WAL to replay,
        // and only the segments from the redo point to the insert position are needed (pglite-wal-trim.ts).
        await db.exec('checkpoint');
        const wal = await db.query<{ redo: string; insert: string }>(
          `select pg_walfile_name(redo_lsn) as redo, pg_walfile_name(pg_current_wal_insert_lsn()) as insert
             from pg_control_checkpoint()`,
        );
        const dump = await db.dumpDataDir('none');
        const temporary = `${path}.${process.pid}.tmp`;
        const { redo, insert } = wal.rows[0]!;
        await writeFile(temporary, keepWalBetween(new Uint8Array(await dump.arrayBuffer()), redo, insert));
        await rename(temporary, path);
        send({ type: 'template-saved' });
      })().catch((error: unknown) => send({ type: 'template-saved', error: String(error) }));
    }
  });
  // The parent went away without stopping us: close the database and leave.
  process.on('disconnect', () => void stop());
  // Ctrl+C reaches the whole process group: the parent decides when to stop, so PGlite is closed cleanly.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => void stop());
  send({ type: 'ready', port: request.port, fresh: !existing.rows[0]?.exists });
}

process.once('message', (request: WorkerRequest) => {
  main(request).catch((error: unknown) => {
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  });
});
