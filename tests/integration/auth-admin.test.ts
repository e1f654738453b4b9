import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { call, lastMail, serviceClient, userClient } from './auth-helpers.ts';
import { DEMO_PASSWORD } from '../helpers';

/** The admin API, after supabase/auth internal/api/admin.go, admin_test.go, invite.go and mail.go. */
describe('auth admin API', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack({ auth: { email: { maxFrequency: 0 } } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('PUT /admin/users/{id} changes email, user_metadata and app_metadata (merge, null deletes)', async () => {
    const admin = serviceClient(stack);
    const created = await admin.auth.admin.createUser({
      email: 'andra@example.se',
      email_confirm: true,
      user_metadata: { namn: 'A', tas_bort: 1 },
      app_metadata: { team: 'x' },
    });
    const id = created.data.user!.id;
    const updated = await admin.auth.admin.updateUserById(id, {
      email: 'Andrad@Example.se',
      user_metadata: { namn: 'B', tas_bort: null },
      app_metadata: { roll: 'redaktör' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe('andrad@example.se');
    expect(updated.data.user?.user_metadata).toEqual({ namn: 'B' });
    expect(updated.data.user?.app_metadata).toMatchObject({ provider: 'email', team: 'x', roll: 'redaktör' });
    const taken = await admin.auth.admin.updateUserById(id, { email: 'admin@example.se' });
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('email_exists');
  });

  it('validates e-mail, password and pagination; unknown or malformed ids are 404', async () => {
    const admin = serviceClient(stack);
    const invalid = await admin.auth.admin.createUser({ email: 'inte-en-adress', password: DEMO_PASSWORD });
    expect(invalid.error?.status).toBe(400);
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');
    expect(
      (await stack.sql.query("select 1 from auth.users where email = 'inte-en-adress'")).rows,
    ).toHaveLength(0);
    const weak = await admin.auth.admin.createUser({ email: 'svag@example.se', password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    const duplicate = await admin.auth.admin.createUser({ email: 'admin@example.se' });
    expect(duplicate.error?.code).toBe('email_exists');
    const page = await call(stack, 'GET', '/auth/v1/admin/users?page=abc', { token: stack.serviceRoleKey });
    expect(page.status).toBe(400);
    expect(page.body.error_code).toBe('validation_failed');
    const notUuid = await call(stack, 'GET', '/auth/v1/admin/users/inte-ett-id', {
      token: stack.serviceRoleKey,
    });
    expect(notUuid.status).toBe(404);
    const unknown = await admin.auth.admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.code).toBe('user_not_found');
  });

  it('listUsers pages with X-Total-Count and Link like admin.go', async () => {
    const admin = serviceClient(stack);
    const first = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(2);
    const paged = first.data as { total: number; nextPage: number | null };
    expect(paged.total).toBeGreaterThan(2);
    expect(paged.nextPage).toBe(2);
    const all = await admin.auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(all.data.users.length).toBe(paged.total);
  });

  it('accepts supabase_admin tokens and refuses authenticated users (JWT.AdminRoles)', async () => {
    const secret = new TextEncoder().encode(stack.jwtSecret);
    const supabaseAdmin = await new SignJWT({ role: 'supabase_admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(secret);
    expect((await call(stack, 'GET', '/auth/v1/admin/users', { token: supabaseAdmin })).status).toBe(200);
    const { data } = await userClient(stack).auth.signInWithPassword({
      email: 'admin@example.se',
      password: DEMO_PASSWORD,
    });
    const asUser = await call(stack, 'GET', '/auth/v1/admin/users', { token: data.session!.access_token });
    expect(asUser.status).toBe(403);
    expect(asUser.body).toEqual({ code: 403, error_code: 'not_admin', msg: 'User not allowed' });
  });

  it('generateLink returns the link, OTP and hashed token without sending mail; the link signs in', async () => {
    const admin = serviceClient(stack);
    const count = stack.mailbox.length;
    const magic = await admin.auth.admin.generateLink({ type: 'magiclink', email: 'user@example.se' });
    expect(magic.error).toBeNull();
    expect(magic.data.user?.email).toBe('user@example.se');
    expect(magic.data.properties).toMatchObject({
      verification_type: 'magiclink',
      redirect_to: 'http://127.0.0.1:5173',
    });
    expect(magic.data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(stack.mailbox.length).toBe(count);
    const location = new URL(
      (await fetch(magic.data.properties!.action_link, { redirect: 'manual' })).headers.get('location')!,
    );
    expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy();
    const unknown = await admin.auth.admin.generateLink({ type: 'recovery', email: 'ingen@example.se' });
    expect(unknown.error?.status).toBe(404);
    const signup = await admin.auth.admin.generateLink({
      type: 'signup',
      email: 'genererad@example.se',
      password: DEMO_PASSWORD,
    });
    expect(signup.error).toBeNull();
    const byOtp = await userClient(stack).auth.verifyOtp({
      email: 'genererad@example.se',
      token: signup.data.properties!.email_otp,
      type: 'signup',
    });
    expect(byOtp.error).toBeNull();
  });

  it('inviteUserByEmail creates an invited user and mails a link that leads to a session', async () => {
    const admin = serviceClient(stack);
    const invited = await admin.auth.admin.inviteUserByEmail('inbjuden@example.se', {
      data: { roll: 'redaktör' },
    });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toBeTruthy();
    expect(invited.data.user?.user_metadata).toEqual({ roll: 'redaktör' });
    const mail = lastMail(stack, 'inbjuden@example.se', 'invite')!;
    const location = new URL((await fetch(mail.link!, { redirect: 'manual' })).headers.get('location')!);
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('invite');
    const again = await admin.auth.admin.inviteUserByEmail('admin@example.se');
    expect(again.error?.code).toBe('email_exists');
  });
});
