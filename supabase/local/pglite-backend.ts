import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOTSTRAP_DIR, type DatabaseServer } from './backend.ts';
import type { WorkerMessage, WorkerRequest } from './pglite-worker.ts';
import { freePort } from './ports.ts';

const here = dirname(fileURLToPath(import.meta.url));

const root = resolve(here, '..', '..');

/** node_modules/.cache/supabase-local/pglite-<hash of PGlite's version and the bootstrap>.tar */
function templatePath(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const file of readdirSync(BOOTSTRAP_DIR).sort()) hash.update(readFileSync(join(BOOTSTRAP_DIR, file)));
  const dir = join(root, 'node_modules', '.cache', 'supabase-local');
  mkdirSync(dir, { recursive: true });
  return join(dir, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * Starts PGlite and its socket server in a child process (see pglite-worker.ts). An in-memory database starts
 * from a cached copy of a freshly bootstrapped one when there is one (saveTemplate() writes it).
 */
export async function startPglite(options: {
  dataDir: string | null;
  /** In memory only: start from this migrated snapshot (test-snapshot.ts) rather than the bootstrap template. */
  snapshot?: string;
}): Promise<DatabaseServer> {
  const child = fork(join(here, 'pglite-worker.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exited = false;
  const exit = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      exited = true;
      resolveExit();
    }),
  );
  const request: WorkerRequest = {
    dataDir: options.dataDir ? resolve(options.dataDir) : null,
    port: await freePort(),
    ...(options.dataDir
      ? {}
      : options.snapshot
        ? { snapshotPath: options.snapshot }
        : { templatePath: templatePath() }),
  };
  const ready = await new Promise<Extract<WorkerMessage, { type: 'ready' }>>((resolveReady, reject) => {
    child.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') resolveReady(message);
      else if (message.type === 'error') reject(new Error(message.message));
    });
    void exit.then(() => reject(new Error('The PGlite process exited during start')));
    child.send(request);
  });
  const dumpTo = (path: string | undefined) =>
    new Promise<void>((resolveSaved, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type !== 'template-saved') return;
        child.off('message', onMessage);
        if (message.error) reject(new Error(message.error));
        else resolveSaved();
      };
      child.on('message', onMessage);
      child.send({ type: 'save-template', ...(path ? { path } : {}) });
    });
  return {
    kind: 'pglite',
    port: ready.port,
    sharedSession: true,
    fresh: ready.fresh,
    saveTemplate: request.templatePath ? () => dumpTo(undefined).catch(() => undefined) : undefined,
    dumpTo: options.dataDir ? undefined : dumpTo,
    stop: async () => {
      if (exited) return;
      child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15000);
      await exit;
      clearTimeout(timer);
    },
  };
}
