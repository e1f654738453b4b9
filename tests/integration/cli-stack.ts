import { spawn, type ChildProcess } from 'node:child_process';
import { BACKEND } from './backends.ts';

/**
 * Runs `scripts/db/cli.ts <command>` (db:start or db:reset) on this run's backend with the database in `dataDir`,
 * the gateway on `port`; resolves once the stack says it is ready. The child goes into `running` at once, so that a
 * test's afterAll can kill it whatever happens.
 */
export async function startCli(
  command: 'start' | 'reset',
  { dataDir, port, running }: { dataDir: string; port: number; running: ChildProcess[] },
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db/cli.ts', command], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      SUPABASE_LOCAL_BACKEND: BACKEND,
      SUPABASE_LOCAL_DATA_DIR: dataDir,
      SUPABASE_LOCAL_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready in/.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`db:${command} exited (${code}):\n${output}`)));
  });
  return { child, output: () => output };
}
