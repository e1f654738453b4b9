import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { startStack, type Stack } from '../../supabase/local/stack.ts';
import { openDatabase } from '../../supabase/local/db.ts';
import { migrate, MigrationError } from '../../supabase/local/migrate.ts';

const USER_ID = '11111111-2222-3333-4444-555555555555';

async function userToken(stack: Stack, sub: string, expiresIn = '1h'): Promise<string> {
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated', aal: 'aal1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(stack.jwtSecret));
}

describe('embedded stack (in memory)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ port: 0, dataDir: null, quiet: true, seed: false });
    await stack.sql.query(`
      create table public.stack_test_notes (
        id bigint generated always as identity primary key,
        owner uuid not null default auth.uid(),
        body text not null
      );
      alter table public.stack_test_notes enable row level security;
      create policy "anyone reads" on public.stack_test_notes for select to anon, authenticated using (true);
      create policy "owners write" on public.stack_test_notes for insert to authenticated with check (owner = auth.uid());
      create policy "owners update" on public.stack_test_notes for update to authenticated using (owner = auth.uid());
      create policy "owners delete" on public.stack_test_notes for delete to authenticated using (owner = auth.uid());
      grant select on public.stack_test_notes to anon;
      grant select, insert, update, delete on public.stack_test_notes to authenticated;
      insert into public.stack_test_notes (owner, body) values ('${USER_ID}', 'från seed');
    `);
    await stack.reloadSchema();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers without a key only on open routes and refuses unknown keys', async () => {
    expect((await fetch(`${stack.url}/rest/v1/`)).status).toBe(401);
    const bad = await fetch(`${stack.url}/rest/v1/`, { headers: { apikey: 'not-a-key' } });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { message: string }).message).toBe('Invalid API key');
    expect((await fetch(`${stack.url}/rest/v1/`, { headers: { apikey: stack.anonKey } })).status).toBe(200);
  });

  it('answers CORS preflights for the Vite origin', async () => {
    const response = await fetch(`${stack.url}/rest/v1/credit_cards`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey, authorization, prefer',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('lets row-level security decide what anon and a signed-in user may do through PostgREST', async () => {
    const anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const read = await anon.from('stack_test_notes').select('body');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([{ body: 'från seed' }]);
    const anonInsert = await anon.from('stack_test_notes').insert({ body: 'anon' });
    expect(anonInsert.error?.code).toBe('42501');

    const token = await userToken(stack, USER_ID);
    const user = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const inserted = await user.from('stack_test_notes').insert({ body: 'min anteckning' }).select().single();
    expect(inserted.error).toBeNull();
    expect(inserted.data?.owner).toBe(USER_ID);
    const forged = await user
      .from('stack_test_notes')
      .insert({ body: 'x', owner: '99999999-2222-3333-4444-555555555555' });
    expect(forged.error?.code).toBe('42501');

    const updated = await user
      .from('stack_test_notes')
      .update({ body: 'ändrad' })
      .eq('id', inserted.data!.id)
      .select();
    expect(updated.data).toHaveLength(1);
    const anonUpdate = await anon
      .from('stack_test_notes')
      .update({ body: 'hack' })
      .eq('id', inserted.data!.id)
      .select();
    expect(anonUpdate.data).toEqual([]);
    const deleted = await user.from('stack_test_notes').delete().eq('id', inserted.data!.id).select();
    expect(deleted.data).toHaveLength(1);
    const rows = await stack.sql.query<{ n: string }>(
      'select count(*)::text as n from public.stack_test_notes',
    );
    expect(rows.rows[0].n).toBe('1');
  });

  it('refuses forged and expired JWTs at PostgREST', async () => {
    const forged = await new SignJWT({ sub: USER_ID, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const forgedResponse = await fetch(`${stack.url}/rest/v1/stack_test_notes`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${forged}` },
    });
    expect(forgedResponse.status).toBe(401);
    // PostgREST allows 30 s of clock skew, so the token expired two minutes ago.
    const expired = await userToken(stack, USER_ID, '-2m');
    const expiredResponse = await fetch(`${stack.url}/rest/v1/stack_test_notes`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${expired}` },
    });
    expect(expiredResponse.status).toBe(401);
    expect(((await expiredResponse.json()) as { message: string }).message).toBe('JWT expired');
  });

  it('answers count-only HEAD requests with an exact count and no body', async () => {
    const response = await fetch(`${stack.url}/rest/v1/stack_test_notes?select=id`, {
      method: 'HEAD',
      headers: { apikey: stack.anonKey, Prefer: 'count=exact' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-0/1');
    expect(await response.text()).toBe('');
  });
});

describe('migrations', () => {
  it('stops at a failing migration with its file name and leaves the database as before it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migr-'));
    await writeFile(join(dir, '20260101000000_first.sql'), 'create table public.m_one (id int primary key);');
    await writeFile(
      join(dir, '20260102000000_broken.sql'),
      'create table public.m_two (id int primary key);\ninsert into public.m_nope values (1);',
    );
    const { db } = await openDatabase({ dataDir: null });
    try {
      const error = await migrate(db, { migrationsDir: dir, seed: false }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as MigrationError).file).toBe('20260102000000_broken.sql');
      expect((error as MigrationError).message).toContain('relation "public.m_nope" does not exist');
      const tables = await db.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' order by 1",
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual(['m_one']);
      const versions = await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      );
      expect(versions.rows).toEqual([{ version: '20260101000000' }]);
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps rows across a restart of a persisted stack and applies no migration twice', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stack-'));
    const migrationsDir = join(dataDir, 'migrations');
    await mkdir(migrationsDir);
    await writeFile(
      join(migrationsDir, '20260101000000_notes.sql'),
      'create table public.persist_notes (id int primary key, body text);',
    );
    const seedFile = join(dataDir, 'seed.sql');
    await writeFile(seedFile, "insert into public.persist_notes values (1, 'seedad');");
    try {
      const first = await startStack({
        port: 0,
        dataDir: join(dataDir, 'db'),
        quiet: true,
        migrationsDir,
        seedFile,
      });
      expect(first.migrationsApplied).toEqual(['20260101000000_notes.sql']);
      expect(first.seeded).toBe(true);
      await first.sql.query("insert into public.persist_notes values (2, 'tillagd')");
      await first.stop();

      const second = await startStack({
        port: 0,
        dataDir: join(dataDir, 'db'),
        quiet: true,
        migrationsDir,
        seedFile,
      });
      try {
        expect(second.migrationsApplied).toEqual([]);
        expect(second.seeded).toBe(false);
        const rows = await second.sql.query<{ id: number; body: string }>(
          'select * from public.persist_notes order by id',
        );
        expect(rows.rows).toEqual([
          { id: 1, body: 'seedad' },
          { id: 2, body: 'tillagd' },
        ]);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
