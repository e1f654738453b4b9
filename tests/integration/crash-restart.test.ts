// kill -9 of the stack's Node process (`npm run db:start`) leaves no PostgreSQL, PostgREST or Deno behind, and the
// next start on the same data directory starts cleanly and serves the data.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { freePort } from '../../supabase/local/ports.ts';
import { BACKEND } from './backends.ts';
import { startCli } from './cli-stack.ts';

/** Every process whose parent chain leads to `root`, with its command. */
function descendants(root: number): Map<number, string> {
  const parents = new Map<number, number>();
  const commands = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
      commands.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' '));
    } catch {
      // gone meanwhile
    }
  }
  const found = new Map<number, string>();
  let frontier = [root];
  while (frontier.length) {
    const next: number[] = [];
    for (const [pid, ppid] of parents)
      if (frontier.includes(ppid) && !found.has(pid)) {
        found.set(pid, commands.get(pid) ?? '');
        next.push(pid);
      }
    frontier = next;
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

describe(`kill -9 of the stack process, then a restart (${BACKEND})`, () => {
  let dataDir: string;
  let port: number;
  const running: ChildProcess[] = [];

  const start = async () => (await startCli('start', { dataDir, port, running })).child;

  const banks = () =>
    fetch(`http://127.0.0.1:${port}/rest/v1/banks?select=id`, { headers: { apikey: LOCAL_ANON_KEY } });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'crash-restart-'));
    port = await freePort();
  });
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}-storage`, { recursive: true, force: true }); // Storage's files beside the database
  });

  it('leaves no orphan, and the next db:start serves the same data', async () => {
    const first = await start();
    expect((await banks()).status).toBe(200);
    // Start the Edge Functions runtime too (Deno), whatever the function answers.
    await fetch(`http://127.0.0.1:${port}/functions/v1/admin-users`, { method: 'OPTIONS' }).catch(
      () => undefined,
    );
    const children = descendants(first.pid!);
    const expected = BACKEND === 'postgres' ? /\/postgres -D/ : /pglite-worker/;
    expect([...children.values()].some((command) => expected.test(command))).toBe(true);
    expect([...children.values()].some((command) => /postgrest/.test(command))).toBe(true);

    const exited = new Promise((resolve) => first.once('exit', resolve));
    process.kill(first.pid!, 'SIGKILL');
    await exited;
    const deadline = Date.now() + 20000;
    let orphans = [...children.keys()].filter(alive);
    while (orphans.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      orphans = [...children.keys()].filter(alive);
    }
    expect(orphans.map((pid) => children.get(pid))).toEqual([]);

    const second = await start();
    const response = await banks();
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
    const stopped = new Promise((resolve) => second.once('exit', resolve));
    second.kill('SIGINT');
    expect(await stopped).toBe(0);
  }, 240_000);

  it.skipIf(BACKEND !== 'postgres')(
    'recovers a cluster whose owner died together with its watchers (postmaster.pid of a dead owner)',
    async () => {
      const first = await start();
      const children = descendants(first.pid!);
      const postmaster = [...children].find(([, command]) => /\/postgres -D/.test(command))?.[0];
      expect(postmaster).toBeDefined();
      // The stack process and every watcher die at once: PostgreSQL is left running, as before watchers existed.
      const exited = new Promise((resolve) => first.once('exit', resolve));
      for (const [pid, command] of children) if (/reaper/.test(command)) process.kill(pid, 'SIGKILL');
      process.kill(first.pid!, 'SIGKILL');
      await exited;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(alive(postmaster!)).toBe(true);

      const second = await start();
      expect(alive(postmaster!)).toBe(false);
      expect((await banks()).status).toBe(200);
      const stopped = new Promise((resolve) => second.once('exit', resolve));
      second.kill('SIGINT');
      expect(await stopped).toBe(0);
      for (const [pid, command] of children)
        if (/postgrest/.test(command) && alive(pid)) process.kill(pid, 'SIGKILL');
    },
    240_000,
  );
});
