// A persisted PostgreSQL cluster left running by a stack process that died (kill -9, power cut of the terminal…):
// recovered on the next start instead of failing on postmaster.pid.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OWNER_FILE = 'supabase-local.owner';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** Records this process as the one serving the cluster in dataDir. */
export function claimCluster(dataDir: string): void {
  writeFileSync(join(dataDir, OWNER_FILE), `${process.pid}\n`);
}

/**
 * postmaster.pid names a live postmaster for dataDir: if the stack process that started it (the owner file) is gone,
 * it is an orphan and is shut down (fast shutdown, then immediate); if that process still runs, it is a stack in
 * use and starting a second one is refused.
 */
export async function recoverOrphanedPostmaster(dataDir: string): Promise<void> {
  const lockFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return; // stale: PostgreSQL removes it itself
  if (!/postgres/.test(commandLine(pid)) || !commandLine(pid).includes(dataDir)) return;
  const ownerFile = join(dataDir, OWNER_FILE);
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8').trim()) : NaN;
  if (Number.isInteger(owner) && owner !== process.pid && alive(owner) && /node/.test(commandLine(owner))) {
    throw new Error(
      `PostgreSQL in ${dataDir} is served by the local stack in process ${owner}: stop it (Ctrl+C) before starting another.`,
    );
  }
  console.warn(`Stopping PostgreSQL (pid ${pid}) left running in ${dataDir} by a stack that is gone.`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(pid); waited += 100) {
    if (waited === 15000) process.kill(pid, 'SIGQUIT');
    if (waited > 30000)
      throw new Error(`PostgreSQL (pid ${pid}) in ${dataDir} does not stop; stop it by hand.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
