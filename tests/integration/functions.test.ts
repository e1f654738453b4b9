import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { sessionFromMailLink } from './auth-helpers.ts';
import { FUNCTIONS_DIR, denoBinary, verifyJwtSettings } from '../../supabase/local/functions.ts';
import { DEMO_PASSWORD } from '../helpers';

const PASSWORD = DEMO_PASSWORD;

describe('Edge Function admin-users, run by Deno behind the local /functions/v1', () => {
  let stack: Stack;
  let service: SupabaseClient;
  const client = () =>
    createClient(stack.url, stack.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const signIn = async (email: string, password = PASSWORD) => {
    const supabase = client();
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return supabase;
  };
  const call = async (supabase: SupabaseClient | null, method: string, path = '', body?: unknown) => {
    const token = supabase ? (await supabase.auth.getSession()).data.session?.access_token : undefined;
    const response = await fetch(`${stack.url}/functions/v1/admin-users${path}`, {
      method,
      headers: {
        apikey: stack.anonKey,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = { text };
    }
    return { status: response.status, body: json };
  };
  const createAdmin = async (email: string) => {
    const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    await stack.sql.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
      created.data.user!.id,
    ]);
    return created.data.user!.id;
  };

  beforeAll(async () => {
    stack = await startTestStack({ siteUrl: 'http://127.0.0.1:4173' });
    service = createClient(stack.url, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("type-checks under Deno with only npm: imports and the functions' own _shared folder", async () => {
    const source = await import('node:fs/promises').then((fs) =>
      fs.readFile(join(FUNCTIONS_DIR, 'admin-users', 'index.ts'), 'utf8'),
    );
    const specifiers = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(specifiers.length).toBeGreaterThan(0);
    // supabase functions deploy bundles supabase/functions/_shared with the function; nothing else is reachable.
    expect(specifiers.every((s) => s.startsWith('npm:') || s.startsWith('../_shared/'))).toBe(true);
    const { stderr } = await promisify(execFile)(
      denoBinary(),
      ['check', '--no-config', '--node-modules-dir=none', 'index.ts'],
      {
        cwd: join(FUNCTIONS_DIR, 'admin-users'),
        env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
      },
    );
    expect(stderr).not.toMatch(/error/i);
  });

  it('reads verify_jwt from config.toml sections', () => {
    expect(
      verifyJwtSettings('[functions.a]\nverify_jwt = false\n[functions.b]\n[auth]\nverify_jwt = false'),
    ).toEqual({ a: false });
  });

  it('the gateway refuses calls without a valid JWT and unknown functions, as functions serve does', async () => {
    const none = await fetch(`${stack.url}/functions/v1/admin-users`);
    expect(none.status).toBe(401);
    const forged = await fetch(`${stack.url}/functions/v1/admin-users`, {
      headers: { Authorization: 'Bearer a.b.c' },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ msg: 'Invalid JWT' });
    const unknown = await fetch(`${stack.url}/functions/v1/nope`, {
      headers: { Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(unknown.status).toBe(404);
  });

  it('the function itself refuses the anon key and a signed-in non-admin', async () => {
    const anon = await fetch(`${stack.url}/functions/v1/admin-users`, {
      headers: { Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(anon.status).toBe(401);
    expect(((await anon.json()) as { code: string }).code).toBe('not_authenticated');

    const user = await signIn('user@example.se');
    const listed = await call(user, 'GET');
    expect(listed).toEqual({
      status: 403,
      body: { code: 'not_admin', message: 'Endast administratörer får hantera administratörer' },
    });
    const invited = await call(user, 'POST', '', { email: 'sneaky@example.se' });
    expect(invited.status).toBe(403);
    const roles = await stack.sql.query(
      `select 1 from auth.users u join public.user_roles r on r.user_id = u.id where u.email = 'sneaky@example.se'`,
    );
    expect(roles.rows).toHaveLength(0);
  });

  it('lists the team (admins and editors) with role, e-mail, last sign-in and MFA, marking the caller', async () => {
    const admin = await signIn('admin@example.se');
    const { status, body } = await call(admin, 'GET');
    expect(status).toBe(200);
    const admins = body.admins as Array<Record<string, unknown>>;
    const expected = await stack.sql.query<{ n: number }>(`select count(*)::int as n from public.user_roles`);
    expect(admins).toHaveLength(expected.rows[0].n);
    const me = admins.find((a) => a.email === 'admin@example.se')!;
    expect(me).toMatchObject({ is_self: true, mfa: false, role: 'admin' });
    expect(admins.find((a) => a.email === 'editor@example.se')).toMatchObject({
      is_self: false,
      role: 'editor',
    });
    expect(typeof me.last_sign_in_at).toBe('string');
  });

  it('invites a new admin: the mail lands in the mailbox, its link signs in, a password can be set', async () => {
    const admin = await signIn('admin@example.se');
    const email = `kollega-${Date.now()}@example.se`;
    const bad = await call(admin, 'POST', '', { email: 'inte-en-adress' });
    expect(bad).toEqual({
      status: 400,
      body: { code: 'invalid_email', message: 'Ange en giltig e-postadress' },
    });

    const { status, body } = await call(admin, 'POST', '', {
      email,
      redirect_to: 'http://127.0.0.1:4173/admin/set-password',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ email, invited: true });
    const role = await stack.sql.query<{ role: string }>(
      'select role from public.user_roles where user_id = $1',
      [body.id],
    );
    expect(role.rows[0]?.role).toBe('admin');
    // The history names the admin who invited, not "Systemet" (issue 31).
    const adminId = (await admin.auth.getUser()).data.user!.id;
    const granted = await stack.sql.query<{ actor_id: string | null; action: string }>(
      `select actor_id, action from public.audit_log where table_name = 'user_roles' and row_id = $1`,
      [body.id],
    );
    expect(granted.rows).toEqual([{ actor_id: adminId, action: 'INSERT' }]);

    const mail = stack.mailbox.findLast((m) => m.to === email && m.type === 'invite');
    expect(mail?.link).toBeTruthy();
    const invitee = client();
    await invitee.auth.setSession(await sessionFromMailLink(mail!.link!, 'invite'));
    expect((await invitee.auth.updateUser({ password: 'Nytt-losen-1' })).error).toBeNull();
    await signIn(email, 'Nytt-losen-1');

    const again = await call(admin, 'POST', '', { email });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_admin');
  });

  it('grants an existing user without mail, then revokes; never yourself', async () => {
    const admin = await signIn('admin@example.se');
    const before = stack.mailbox.length;
    const granted = await call(admin, 'POST', '', { email: 'user@example.se' });
    expect(granted.status).toBe(201);
    expect(granted.body.invited).toBe(false);
    expect(stack.mailbox.length).toBe(before);
    const user = await signIn('user@example.se');
    const mine = await user.from('user_roles').select('role').eq('user_id', granted.body.id).single();
    expect(mine.error).toBeNull();
    expect(mine.data?.role).toBe('admin');

    const revoked = await call(admin, 'DELETE', `/${granted.body.id as string}`);
    expect(revoked).toEqual({ status: 200, body: { id: granted.body.id } });
    const after = await user.from('user_roles').select('role').eq('user_id', granted.body.id).maybeSingle();
    expect(after.error).toBeNull();
    expect(after.data).toBeNull();
    const meId = (await admin.auth.getUser()).data.user!.id;
    const logged = await stack.sql.query<{ actor_id: string | null; action: string }>(
      `select actor_id, action from public.audit_log where table_name = 'user_roles' and row_id = $1 order by id`,
      [granted.body.id],
    );
    expect(logged.rows.slice(-2)).toEqual([
      { actor_id: meId, action: 'INSERT' },
      { actor_id: meId, action: 'DELETE' },
    ]);
    expect((await call(admin, 'DELETE', `/${granted.body.id as string}`)).status).toBe(404);

    const self = await call(admin, 'DELETE', `/${meId}`);
    expect(self).toEqual({
      status: 400,
      body: { code: 'cannot_revoke_self', message: 'Du kan inte ta bort din egen behörighet' },
    });
  });

  it('grants the editor role, changes a role either way, and refuses an editor, a bad role and your own', async () => {
    const admin = await signIn('admin@example.se');
    const email = `redaktor-${Date.now()}@example.se`;
    await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(await call(admin, 'POST', '', { email, role: 'chef' })).toEqual({
      status: 400,
      body: { code: 'invalid_role', message: 'Rollen ska vara administratör eller redaktör' },
    });
    const granted = await call(admin, 'POST', '', { email, role: 'editor' });
    expect(granted).toMatchObject({ status: 201, body: { email, role: 'editor', invited: false } });
    const id = granted.body.id as string;
    const roleNow = async () =>
      (await stack.sql.query<{ role: string }>('select role from public.user_roles where user_id = $1', [id]))
        .rows[0]?.role;
    expect(await roleNow()).toBe('editor');
    expect((await call(admin, 'POST', '', { email, role: 'editor' })).body.code).toBe('already_editor');

    // An editor manages nobody.
    const editor = await signIn(email);
    expect((await call(editor, 'GET')).body.code).toBe('not_admin');
    expect((await call(editor, 'PATCH', `/${id}`, { role: 'admin' })).status).toBe(403);
    expect(await roleNow()).toBe('editor');

    expect(await call(admin, 'PATCH', `/${id}`, { role: 'admin' })).toEqual({
      status: 200,
      body: { id, role: 'admin' },
    });
    expect(await roleNow()).toBe('admin');
    expect((await call(admin, 'PATCH', `/${id}`, { role: 'editor' })).status).toBe(200);
    expect(await roleNow()).toBe('editor');
    expect((await call(admin, 'PATCH', `/${id}`, {})).body.code).toBe('invalid_role');
    expect(
      (await call(admin, 'PATCH', '/00000000-0000-4000-8000-000000000000', { role: 'editor' })).status,
    ).toBe(404);
    // The history names the admin who changed the role.
    const meId = (await admin.auth.getUser()).data.user!.id;
    const logged = await stack.sql.query<{ actor_id: string; action: string }>(
      `select actor_id, action from public.audit_log where table_name = 'user_roles' and row_id = $1 order by id`,
      [id],
    );
    expect(logged.rows).toEqual([
      { actor_id: meId, action: 'INSERT' },
      { actor_id: meId, action: 'UPDATE' },
      { actor_id: meId, action: 'UPDATE' },
    ]);
    // Not yourself: an admin cannot make themselves an editor (the database's trigger, 42501).
    expect(await call(admin, 'PATCH', `/${meId}`, { role: 'editor' })).toEqual({
      status: 400,
      body: { code: 'cannot_revoke_self', message: 'Du kan inte ta bort din egen behörighet' },
    });
    expect((await call(admin, 'DELETE', `/${id}`)).status).toBe(200);
    expect(await roleNow()).toBeUndefined();
  });

  it('an admin with a verified factor must be at aal2', async () => {
    const email = `mfa-fn-${Date.now()}@example.se`;
    await createAdmin(email);
    const admin = await signIn(email);
    const factor = await admin.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
    const totp = new TOTP({ secret: Secret.fromBase32(factor.data!.totp.secret) });
    // Enrolling verifies the factor and lifts this session to aal2; a fresh sign-in is aal1 again.
    expect(
      (await admin.auth.mfa.challengeAndVerify({ factorId: factor.data!.id, code: totp.generate() })).error,
    ).toBeNull();
    const aal1 = await signIn(email);
    const refused = await call(aal1, 'GET');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('insufficient_aal');
    expect(
      (await aal1.auth.mfa.challengeAndVerify({ factorId: factor.data!.id, code: totp.generate() })).error,
    ).toBeNull();
    const allowed = await call(aal1, 'GET');
    expect(allowed.status).toBe(200);
    expect(
      (allowed.body.admins as Array<{ email: string; mfa: boolean }>).find((a) => a.email === email)?.mfa,
    ).toBe(true);
  });

  it('refuses oversized and malformed input with a 4xx and a code, at once, without blocking other calls', async () => {
    const admin = await signIn('admin@example.se');
    const token = (await admin.auth.getSession()).data.session!.access_token;
    const timed = async (body: string) => {
      const started = performance.now();
      const response = await fetch(`${stack.url}/functions/v1/admin-users`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body,
      });
      const json = (await response.json()) as { code?: string };
      return { status: response.status, code: json.code, ms: performance.now() - started };
    };
    // Dotted labels ending in a second '@': quadratic for the old pattern (a 256 KB one took 67 s).
    const hostile = (bytes: number) => `a@${'a.'.repeat(Math.floor(bytes / 2))}@`;
    await timed(JSON.stringify({ email: 'warm-up' }));

    // 256 KB: refused on its size. The best of three, so a busy machine's scheduling does not count.
    const huge = JSON.stringify({ email: hostile(256 * 1024) });
    const big = [];
    for (let i = 0; i < 3; i++) big.push(await timed(huge));
    expect(big[0]).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(Math.min(...big.map((r) => r.ms))).toBeLessThan(100);

    // Just under the body limit, the address itself is checked in linear time.
    const near = JSON.stringify({ email: hostile(15 * 1024) });
    const small = await timed(JSON.stringify({ email: 'inte-en-adress' }));
    const worst = [];
    for (let i = 0; i < 3; i++) worst.push(await timed(near));
    expect(worst[0]).toMatchObject({ status: 400, code: 'invalid_email' });
    expect(Math.min(...worst.map((r) => r.ms))).toBeLessThan(small.ms + 100);

    // Other calls answer while hostile ones are in flight.
    const [listed] = await Promise.all([
      (async () => {
        const started = performance.now();
        const result = await call(admin, 'GET');
        return { ...result, ms: performance.now() - started };
      })(),
      ...Array.from({ length: 4 }, () => timed(near)),
      timed(huge),
    ]);
    expect(listed.status).toBe(200);
    expect(listed.ms).toBeLessThan(2000);

    expect(await timed('{"email":')).toMatchObject({ status: 400, code: 'invalid_body' });
    expect(await timed('["a@b.se"]')).toMatchObject({ status: 400, code: 'invalid_body' });
    const long = await timed(JSON.stringify({ email: `${'a'.repeat(250)}@x.se` }));
    expect(long).toMatchObject({ status: 400, code: 'invalid_email' });
  });

  it('answers a malformed user id or path with a 4xx, not a 500', async () => {
    const admin = await signIn('admin@example.se');
    expect(await call(admin, 'DELETE', '/not-a-uuid')).toEqual({
      status: 400,
      body: { code: 'invalid_user_id', message: 'Ogiltigt användar-id' },
    });
    expect((await call(admin, 'DELETE', "/1' or '1'='1")).status).toBe(400);
    expect((await call(admin, 'DELETE', '/00000000-0000-4000-8000-000000000000/extra')).status).toBe(404);
    expect((await call(admin, 'DELETE', '/00000000-0000-4000-8000-000000000000')).body.code).toBe(
      'not_found',
    );
  });

  it('the database keeps the last admin', async () => {
    await expect(stack.sql.query(`delete from public.user_roles where role = 'admin'`)).rejects.toThrow(
      /minst en administratör/,
    );
    const left = await stack.sql.query(`select 1 from public.user_roles where role = 'admin'`);
    expect(left.rows.length).toBeGreaterThan(0);
  });

  // Spends the project's e-mail quota ([auth.rate_limit] email_sent per hour), so it runs last.
  it('an invite when the e-mail quota is spent: 429 with a code, and no user left behind without the role', async () => {
    const admin = await signIn('admin@example.se');
    let spent = false;
    for (let i = 0; i < 200 && !spent; i++) {
      const { error } = await service.auth.admin.inviteUserByEmail(`kvot-${i}-${Date.now()}@example.se`);
      spent = error?.status === 429;
    }
    expect(spent).toBe(true);
    const email = `ingen-kvot-${Date.now()}@example.se`;
    const refused = await call(admin, 'POST', '', { email });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('over_email_send_rate_limit');
    expect(refused.body.message).toMatch(/e-post/);
    const left = await stack.sql.query(`select id from auth.users where email = $1`, [email]);
    expect(left.rows).toEqual([]);
    // An existing user is still granted without mail while the quota is spent.
    const granted = await call(admin, 'POST', '', { email: 'user@example.se' });
    expect(granted.status).toBe(201);
    expect(granted.body.invited).toBe(false);
  });
});
