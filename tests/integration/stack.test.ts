import { chmod, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import pg from 'pg';
import { bannerLines } from '../../supabase/local/banner.ts';
import type { Stack } from '../../supabase/local/stack.ts';
import { migrate, MigrationError } from '../../supabase/local/migrate.ts';
import { connectSqlClient } from '../../supabase/local/sql-client.ts';
import { BACKEND, openTestDatabase, startTestStack } from './backends.ts';
import { expectPreflight, hs256Token } from './http-checks.ts';

const USER_ID = '11111111-2222-3333-4444-555555555555';

async function userToken(stack: Stack, sub: string, expiresIn = '1h'): Promise<string> {
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated', aal: 'aal1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(stack.jwtSecret));
}

describe(`embedded stack (in memory, ${BACKEND})`, () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startTestStack({ seed: false });
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
      create function public.stack_test_setting(name text) returns text
      language sql stable set search_path = '' as $$ select pg_catalog.current_setting(name) $$;
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
    const asked = {
      origin: 'http://127.0.0.1:5173',
      method: 'GET',
      headers: 'apikey, authorization, prefer',
    };
    const { headers } = await expectPreflight(`${stack.url}/rest/v1/credit_cards`, asked);
    expect(headers.get('access-control-allow-headers')).toContain('apikey');
    expect(headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('runs API requests with the statement timeouts of a hosted project: 3 s for anon, 8 s signed in', async () => {
    const anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const anonSetting = await anon.rpc('stack_test_setting', { name: 'statement_timeout' });
    expect(anonSetting.error).toBeNull();
    expect(anonSetting.data).toBe('3s');
    const user = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false },
      global: { headers: { Authorization: `Bearer ${await userToken(stack, USER_ID)}` } },
    });
    expect((await user.rpc('stack_test_setting', { name: 'statement_timeout' })).data).toBe('8s');
    expect((await user.rpc('stack_test_setting', { name: 'role' })).data).toBe('authenticated');
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
    const forged = await hs256Token(
      { sub: USER_ID, role: 'authenticated' },
      'another-secret-another-secret-another-secret',
      '1h',
    );
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

  it('keeps answering HTTP while the database runs a long query (the database is another process)', async () => {
    const sleeping = stack.sql.query('select pg_sleep(2)').then(() => 'database');
    await new Promise((r) => setTimeout(r, 200));
    const health = fetch(`${stack.url}/auth/v1/health`).then((r) => (r.ok ? 'auth' : `auth ${r.status}`));
    expect(await Promise.race([sleeping, health])).toBe('auth');
    await sleeping;
  });

  it('prints a DB URL in its banner that a PostgreSQL client (psql, pgAdmin) connects to (issue 31 item 8)', async () => {
    const line = bannerLines(stack).find((text) => text.trim().startsWith('DB URL:'));
    const url = /postgresql:\/\/\S+/.exec(line ?? '')?.[0];
    expect(url).toBe(`postgresql://postgres:postgres@127.0.0.1:${stack.dbPort}/postgres`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ body: string }>('select body from public.stack_test_notes');
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
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

describe(`a fresh database laid out as a hosted Supabase project (${BACKEND})`, () => {
  it('has a non-superuser postgres, the API roles, their timeouts and default privileges, and a locked auth schema', async () => {
    const server = await openTestDatabase();
    const sql = await connectSqlClient(server, 'supabase_admin');
    try {
      const roles = await sql.query<{ rolname: string; attrs: string; config: string[] | null }>(
        `select rolname,
                concat_ws(' ', case when rolsuper then 'super' end, case when rolinherit then 'inherit' end,
                  case when rolcreaterole then 'createrole' end, case when rolcreatedb then 'createdb' end,
                  case when rolcanlogin then 'login' end, case when rolbypassrls then 'bypassrls' end) as attrs,
                rolconfig as config
           from pg_roles
          where rolname in ('supabase_admin', 'postgres', 'anon', 'authenticated', 'service_role', 'authenticator',
                            'supabase_auth_admin')
          order by rolname`,
      );
      const byName = Object.fromEntries(roles.rows.map((r) => [r.rolname, r]));
      expect(byName.supabase_admin.attrs).toContain('super');
      expect(byName.postgres.attrs).toBe('inherit createrole createdb login bypassrls');
      expect(byName.anon.attrs).toBe('inherit');
      expect(byName.authenticated.attrs).toBe('inherit');
      expect(byName.service_role.attrs).toBe('inherit bypassrls');
      expect(byName.authenticator.attrs).toBe('login');
      expect(byName.supabase_auth_admin.attrs).toBe('login');
      expect(byName.anon.config).toContain('statement_timeout=3s');
      expect(byName.authenticated.config).toContain('statement_timeout=8s');

      const members = await sql.query<{ role: string }>(
        `select r.rolname as role from pg_auth_members m join pg_roles r on r.oid = m.roleid
          where m.member = 'authenticator'::regrole order by 1`,
      );
      expect(members.rows.map((r) => r.role)).toEqual([
        'anon',
        'authenticated',
        'service_role',
        'supabase_admin',
      ]);
      const postgresMemberOf = await sql.query(
        `select 1 from pg_auth_members where member = 'postgres'::regrole and roleid = 'supabase_auth_admin'::regrole`,
      );
      expect(postgresMemberOf.rows).toEqual([]);

      // Default privileges for what postgres creates in public: all to the API roles.
      const defaults = await sql.query<{ type: string; acl: string }>(
        `select d.defaclobjtype::text as type, d.defaclacl::text as acl from pg_default_acl d
          where d.defaclrole = 'postgres'::regrole and d.defaclnamespace = 'public'::regnamespace order by 1`,
      );
      expect(defaults.rows.map((r) => r.type)).toEqual(['S', 'f', 'r']);
      for (const row of defaults.rows) {
        for (const role of ['anon', 'authenticated', 'service_role']) expect(row.acl).toContain(`${role}=`);
      }

      const auth = await sql.query<{ relname: string; owner: string; rls: boolean }>(
        `select c.relname, c.relowner::regrole::text as owner, c.relrowsecurity as rls from pg_class c
          where c.relnamespace = 'auth'::regnamespace and c.relkind = 'r' order by 1`,
      );
      expect(auth.rows.length).toBeGreaterThanOrEqual(7);
      for (const table of auth.rows)
        expect(table, table.relname).toMatchObject({ owner: 'supabase_auth_admin', rls: true });

      const extensions = await sql.query<{ extname: string; schema: string }>(
        `select extname, extnamespace::regnamespace::text as schema from pg_extension where extname <> 'plpgsql' order by 1`,
      );
      // On PostgreSQL 15 the platform layer creates pg_cron as supabase_admin (bootstrap/50_pg_cron.sql): a hosted
      // project lets postgres create it through supautils, which the local cluster lacks. PGlite has the stand-in schema.
      expect(extensions.rows).toEqual([
        ...(BACKEND === 'postgres' ? [{ extname: 'pg_cron', schema: 'pg_catalog' }] : []),
        { extname: 'pgcrypto', schema: 'extensions' },
        { extname: 'uuid-ossp', schema: 'extensions' },
      ]);
    } finally {
      await sql.close();
      await server.stop();
    }
  });

  it('takes all migrations and the seed as the non-superuser postgres', async () => {
    const server = await openTestDatabase();
    const sql = await connectSqlClient(server, 'supabase_admin');
    try {
      const result = await migrate(server, { seed: true });
      expect(result.applied.length).toBeGreaterThanOrEqual(2);
      expect(result.seeded).toBe(true);
      const owners = await sql.query<{ owner: string }>(
        `select distinct relowner::regrole::text as owner from pg_class
          where relnamespace = 'public'::regnamespace and relkind in ('r', 'v')`,
      );
      expect(owners.rows).toEqual([{ owner: 'postgres' }]);
      const trgm = await sql.query<{ schema: string; owner: string }>(
        `select extnamespace::regnamespace::text as schema, extowner::regrole::text as owner
           from pg_extension where extname = 'pg_trgm'`,
      );
      expect(trgm.rows).toEqual([{ schema: 'extensions', owner: 'postgres' }]);
      const users = await sql.query<{ n: number }>('select count(*)::int as n from auth.users');
      expect(users.rows[0].n).toBeGreaterThanOrEqual(2);
    } finally {
      await sql.close();
      await server.stop();
    }
  });

  it('runs a migration without superuser rights: no auth DDL, no event triggers, no superuser settings', async () => {
    const server = await openTestDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'migr-rights-'));
    const sql = await connectSqlClient(server, 'supabase_admin');
    try {
      await writeFile(
        join(dir, '20260101000000_who.sql'),
        `create table public.who as select current_user::text as u, session_user::text as s,
           current_setting('is_superuser') as su;`,
      );
      await migrate(server, { migrationsDir: dir, seed: false });
      const who = await sql.query('select u, s, su from public.who');
      expect(who.rows).toEqual([{ u: 'postgres', s: 'postgres', su: 'off' }]);

      const refused: Array<[string, RegExp]> = [
        ['alter table auth.users add column nickname text;', /must be owner of table users/],
        ['drop table auth.sessions;', /must be owner of table sessions/],
        ['create table auth.extra (id int);', /permission denied for schema auth/],
        [
          'create event trigger no_ddl on ddl_command_start execute function pg_catalog.now();',
          /permission denied to create event trigger/,
        ],
        ['alter role postgres superuser;', /permission denied|must be superuser/],
        ['set session_replication_role = replica;', /permission denied to set parameter/],
        ...(BACKEND === 'postgres'
          ? ([['create extension file_fdw;', /permission denied to create extension "file_fdw"/]] as Array<
              [string, RegExp]
            >)
          : []),
      ];
      let version = 20260101000001;
      for (const [statement, message] of refused) {
        const file = `${version++}_refused.sql`;
        await writeFile(join(dir, file), statement);
        const error = await migrate(server, { migrationsDir: dir, seed: false }).catch((e: unknown) => e);
        expect(error, statement).toBeInstanceOf(MigrationError);
        expect((error as MigrationError).message, statement).toMatch(message);
        await rm(join(dir, file));
      }
      const columns = await sql.query(
        `select 1 from information_schema.columns where table_schema = 'auth' and column_name = 'nickname'`,
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await sql.close();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe(`migrations (${BACKEND})`, () => {
  it('stops at a failing migration with its file name and leaves the database as before it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migr-'));
    await writeFile(join(dir, '20260101000000_first.sql'), 'create table public.m_one (id int primary key);');
    await writeFile(
      join(dir, '20260102000000_broken.sql'),
      'create table public.m_two (id int primary key);\ninsert into public.m_nope values (1);',
    );
    const server = await openTestDatabase();
    const db = await connectSqlClient(server, 'supabase_admin');
    try {
      const error = await migrate(server, { migrationsDir: dir, seed: false }).catch((e: unknown) => e);
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
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps rows across a restart of a persisted stack and applies no migration twice', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stack-'));
    // PostgreSQL runs as the postgres OS user when the tests run as root: it must reach the data directory.
    await chmod(dataDir, 0o755);
    const migrationsDir = join(dataDir, 'migrations');
    await mkdir(migrationsDir);
    await writeFile(
      join(migrationsDir, '20260101000000_notes.sql'),
      'create table public.persist_notes (id int primary key, body text);',
    );
    const seedFile = join(dataDir, 'seed.sql');
    await writeFile(seedFile, "insert into public.persist_notes values (1, 'seedad');");
    const options = { dataDir: join(dataDir, 'db'), migrationsDir, seedFile };
    try {
      const first = await startTestStack(options);
      expect(first.migrationsApplied).toEqual(['20260101000000_notes.sql']);
      expect(first.seeded).toBe(true);
      await first.sql.query("insert into public.persist_notes values (2, 'tillagd')");
      await first.stop();

      const second = await startTestStack(options);
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
