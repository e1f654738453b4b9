import { fork } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseServer } from './backend.ts';
import type { WorkerMessage, WorkerRequest } from './pglite-worker.ts';
import { freePort } from './ports.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Starts PGlite and its socket server in a child process (see pglite-worker.ts). */
export async function startPglite(options: { dataDir: string | null }): Promise<DatabaseServer> {
  const child = fork(join(here, 'pglite-worker.ts'), [], {
    cwd: resolve(here, '..', '..'),
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
  };
  const ready = await new Promise<Extract<WorkerMessage, { type: 'ready' }>>((resolveReady, reject) => {
    child.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') resolveReady(message);
      else if (message.type === 'error') reject(new Error(message.message));
    });
    void exit.then(() => reject(new Error('The PGlite process exited during start')));
    child.send(request);
  });
  return {
    kind: 'pglite',
    port: ready.port,
    sharedSession: true,
    fresh: ready.fresh,
    stop: async () => {
      if (exited) return;
      child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15000);
      await exit;
      clearTimeout(timer);
    },
  };
}
