import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSqlClient } from '../../supabase/local/sql-client.ts';
import { createStorageHandler } from '../../supabase/local/storage/server.ts';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';

const SIZE = 1024 * 1024;
const UPLOADS = 24;

const HELD = 300_001;

function upload(port: number, token: string, name: string) {
  let resolveStatus: (status: number) => void = () => undefined;
  const status = new Promise<number>((resolve) => (resolveStatus = resolve));
  const req = request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/object/site-images/${name}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'content-length': SIZE },
    },
    (res) => {
      res.resume();
      res.on('end', () => resolveStatus(res.statusCode ?? 0));
    },
  );
  req.on('error', () => resolveStatus(0));
  return { req, status };
}

/** Uploads SIZE bytes in 64 KiB chunks, one every `pace` ms, so that a kill lands in the middle of many bodies. */
function slowUpload(port: number, token: string, name: string, pace: number): Promise<number> {
  const { req, status } = upload(port, token, name);
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x42);
  const next = () => {
    if (req.destroyed) return;
    if (sent >= SIZE) return void req.end();
    sent += chunk.length;
    req.write(chunk);
    setTimeout(next, pace);
  };
  next();
  return status;
}

/** Sends HELD of SIZE bytes and no more: its body stays half-written in staging until the server dies. */
function heldUpload(port: number, token: string, name: string): Promise<number> {
  const { req, status } = upload(port, token, name);
  req.write(Buffer.alloc(HELD, 0x42));
  return status;
}

async function filesUnder(dir: string): Promise<Array<{ path: string; size: number }>> {
  const out: Array<{ path: string; size: number }> = [];
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true }).catch(() => [])) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else {
        // A staged body can be renamed into place between the listing and the stat (while uploads run).
        const found = await stat(path).catch(() => undefined);
        if (found) out.push({ path, size: found.size });
      }
    }
  };
  await walk(dir);
  return out;
}

describe('Storage uploads survive kill -9 all or nothing', () => {
  let stack: Stack;
  let root: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    stack = await startTestStack({ seed: false });
    root = await mkdtemp(join(tmpdir(), 'storage-kill-'));
  });

  afterAll(async () => {
    child?.kill('SIGKILL');
    await stack?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('leaves no row without its whole file and no half-written file in place after SIGKILL mid-upload', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/storage-child.ts'], {
      env: {
        ...process.env,
        DB_PORT: String(stack.dbPort),
        SHARED_SESSION: stack.backend === 'pglite' ? '1' : '0',
        STORAGE_ROOT: root,
        JWT_SECRET: stack.jwtSecret,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: child!.stdout! }).once('line', (line) =>
        resolve((JSON.parse(line) as { port: number }).port),
      );
      child!.once('exit', () => reject(new Error('storage child exited before listening')));
    });

    // The kill waits on states, not on time (a fixed moment missed the bodies on a fast machine and raced their
    // completion on a loaded one). First one body held half-way, seen in staging at the size sent: it is still
    // half-written at the kill whatever the speed.
    const held = heldUpload(port, stack.serviceRoleKey, 'kill/held.png');
    while (!(await filesUnder(join(root, '.tmp'))).some((file) => file.size === HELD)) {
      if (child.exitCode !== null) throw new Error('storage child exited before staging the held body');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Then staggered, paced uploads: the kill comes as the first of them answers 200 (so there is a row to check),
    // with the others mid-body or mid-transaction.
    const paced = Array.from({ length: UPLOADS - 1 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 40)).then(() =>
        slowUpload(port, stack.serviceRoleKey, `kill/${i}.png`, 2 + (i % 4) * 4),
      ),
    );
    const firstAnswered = new Promise<void>((resolve) =>
      paced.forEach((status) => void status.then((code) => code === 200 && resolve())),
    );
    await Promise.race([firstAnswered, Promise.all(paced)]);
    child.kill('SIGKILL');
    await exited;
    const statuses = [held, ...paced];
    const results = await Promise.all(statuses);
    const succeeded = results.filter((status) => status === 200).length;
    console.log(`kill -9: ${succeeded} of ${UPLOADS} uploads answered 200 before the kill`);
    expect(succeeded).toBeGreaterThan(0);
    expect(await held).toBe(0);

    const { rows } = await stack.sql.query<{ name: string; version: string; size: number }>(
      `select name, version, (metadata->>'size')::int as size from storage.objects
        where bucket_id = 'site-images' and name like 'kill/%'`,
    );
    // Every upload answered 200 is there; every row has its whole file.
    expect(rows.length).toBeGreaterThanOrEqual(succeeded);
    for (const row of rows) {
      const file = join(root, 'site-images', ...row.name.split('/'), row.version);
      expect((await stat(file)).size, row.name).toBe(SIZE);
      expect(row.size).toBe(SIZE);
    }
    // Outside the staging directory every file is whole (a rename is the only way in).
    const placed = await filesUnder(join(root, 'site-images'));
    expect(placed.filter((file) => file.size !== SIZE)).toEqual([]);

    // The kill caught bodies half-written: they are in the staging directory only, and the next start removes them.
    const staged = await filesUnder(join(root, '.tmp'));
    expect(staged.some((file) => file.size < SIZE)).toBe(true);
    const sql = await connectSqlClient(
      {
        kind: stack.backend,
        port: stack.dbPort,
        sharedSession: stack.backend === 'pglite',
        fresh: false,
        stop: async () => {},
      },
      'supabase_storage_admin',
    );
    try {
      await createStorageHandler({ sql, root, jwtSecret: stack.jwtSecret });
      expect(await filesUnder(join(root, '.tmp'))).toEqual([]);
    } finally {
      await sql.close();
    }
  });
});
