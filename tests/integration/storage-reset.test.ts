// The site-images bucket and its files across the persisted stack's life: a restart and db:seed:large keep both,
// `db:reset` gives a fresh bucket (from the migration) with no objects and no files, and a database in another
// directory (SUPABASE_LOCAL_DATA_DIR) keeps its files beside it, never in the default stack's directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { freePort } from '../../supabase/local/ports.ts';
import { defaultStorageDir } from '../../supabase/local/stack.ts';
import { DEMO_PASSWORD } from '../helpers.ts';
import { BACKEND } from './backends.ts';
import { startCli } from './cli-stack.ts';

const BUCKET = 'site-images';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe(`the bucket across restarts and db:reset (${BACKEND})`, () => {
  let dataDir: string;
  let storageDir: string;
  let port: number;
  const running: ChildProcess[] = [];

  const cli = (command: 'start' | 'reset') => startCli(command, { dataDir, port, running });
  const stop = async (child: ChildProcess) => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  };
  const client = (key: string) =>
    createClient(`http://127.0.0.1:${port}`, key, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
  const admin = async (): Promise<SupabaseClient> => {
    const signed = client(LOCAL_ANON_KEY);
    const { error } = await signed.auth.signInWithPassword({
      email: 'admin@example.se',
      password: DEMO_PASSWORD,
    });
    if (error) throw error;
    return signed;
  };
  const objects = async () => {
    const { data, error } = await client(LOCAL_SERVICE_ROLE_KEY).storage.from(BUCKET).list('banks');
    if (error) throw error;
    return (data ?? []).map((entry) => entry.name);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'storage-reset-'));
    storageDir = defaultStorageDir(BACKEND, dataDir);
    port = await freePort();
  });
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(dataDir, { recursive: true, force: true });
    await rm(storageDir, { recursive: true, force: true });
  });

  it('keeps files beside their database, never in the default stack directory', () => {
    expect(storageDir).toBe(`${dataDir}-storage`);
    expect(
      defaultStorageDir(BACKEND, BACKEND === 'postgres' ? '.supabase-local/postgres' : '.supabase-local/db'),
    ).toBe(`.supabase-local/storage/${BACKEND}`);
  });

  it('a restart keeps the bucket, the objects, their files and the records using them', async () => {
    const first = await cli('start');
    const as = await admin();
    const path = 'banks/behålls över omstart.png';
    expect((await as.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
    const url = as.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    const { data: bank } = await as.from('banks').select('id').order('id').limit(1).single();
    expect((await as.from('banks').update({ logo_url: url }).eq('id', bank!.id)).error).toBeNull();
    const files = await filesUnder(storageDir);
    expect(files.filter((file) => file.includes(`${BUCKET}/banks/`))).toHaveLength(1);
    await stop(first.child);

    const second = await cli('start');
    expect(await objects()).toEqual(['behålls över omstart.png']);
    const response = await fetch(url);
    expect([response.status, Buffer.from(await response.arrayBuffer())]).toEqual([200, PNG]);
    const usage = await (await admin()).rpc('site_image_usage', { p_paths: [path] });
    expect(usage.data).toHaveLength(1);
    await stop(second.child);
  }, 300_000);

  it('db:seed:large leaves the bucket, its objects and their files alone', async () => {
    const before = await filesUnder(storageDir);
    // A hundredth of the volume: what matters here is that the seed ran to its end, not how many rows it added.
    const seed = spawn(process.execPath, ['--import', 'tsx', 'scripts/db/seed-large.ts', '--scale', '0.01'], {
      cwd: process.cwd(),
      env: { ...process.env, SUPABASE_LOCAL_BACKEND: BACKEND, SUPABASE_LOCAL_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(seed);
    let output = '';
    seed.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    seed.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => seed.once('exit', resolve));
    expect(code, output).toBe(0);
    expect(Number(/cookie_consents: (\d+) rows/.exec(output)?.[1])).toBeGreaterThanOrEqual(10_000);
    const started = await cli('start');
    expect(await objects()).toEqual(['behålls över omstart.png']);
    expect(await filesUnder(storageDir)).toEqual(before);
    const path = 'banks/behålls över omstart.png';
    const response = await fetch(
      client(LOCAL_ANON_KEY).storage.from(BUCKET).getPublicUrl(path).data.publicUrl,
    );
    expect(response.status).toBe(200);
    await stop(started.child);
  }, 300_000);

  it('db:reset wipes the objects with their files and re-creates the bucket with its limits from the migration', async () => {
    const reset = await cli('reset');
    expect(reset.output()).toContain(storageDir);
    expect(await objects()).toEqual([]);
    expect(await filesUnder(storageDir)).toEqual([]);
    const { data: bucket } = await client(LOCAL_SERVICE_ROLE_KEY).storage.getBucket(BUCKET);
    expect(bucket).toMatchObject({
      public: true,
      file_size_limit: 5242880,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    });
    // The seed again: no record points into the emptied bucket, and uploads work at once.
    const as = await admin();
    const { data: logos } = await as.from('banks').select('logo_url');
    expect((logos ?? []).filter((row) => String(row.logo_url).includes('/storage/v1/'))).toEqual([]);
    const again = await as.storage
      .from(BUCKET)
      .upload('banks/efter-reset.png', PNG, { contentType: 'image/png' });
    expect(again.error).toBeNull();
    expect(await filesUnder(storageDir)).toHaveLength(1);
    await stop(reset.child);
  }, 300_000);
});
