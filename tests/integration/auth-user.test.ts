import { describe, expect, it } from 'vitest';
import type { Stack } from '../../supabase/local/stack.ts';
import { withTestStack } from './stack-fixture.ts';
import {
  call,
  codeIn,
  createConfirmedUser,
  lastMail,
  serviceClient,
  signedInClient,
} from './auth-helpers.ts';
import { DEMO_PASSWORD } from '../helpers';

/**
 * The signed-in user's endpoints, after supabase/auth internal/api/user.go, logout.go, reauthenticate.go,
 * and identity.go (and user_test.go, logout_test.go, identity_test.go).
 */
describe('auth user, logout, reauthenticate, identities', () => {
  let stack: Stack;
  withTestStack(
    async (started) => {
      stack = started;
      const admin = serviceClient(stack);
      for (const email of ['anv1@example.se', 'anv2@example.se', 'anv3@example.se'])
        await admin.auth.admin.createUser({ email, password: DEMO_PASSWORD, email_confirm: true });
    },
    { auth: { email: { securePasswordChange: true, maxFrequency: 0 } } },
  );

  const signIn = (email: string, password = DEMO_PASSWORD) => signedInClient(stack, email, password);

  it('PUT /user refuses the current password as the new one (422 same_password)', async () => {
    const client = await signIn('anv1@example.se');
    await client.auth.reauthenticate();
    const nonce = codeIn(lastMail(stack, 'anv1@example.se', 'reauthentication')!.text)!;
    const { error } = await client.auth.updateUser({ password: DEMO_PASSWORD, nonce });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('same_password');
    expect(error?.message).toBe('New password should be different from the old password.');
  });

  it('secure_password_change: a session older than 24 h needs the reauthentication nonce (user.go, reauthenticate.go)', async () => {
    const client = await signIn('anv2@example.se');
    const fresh = await client.auth.updateUser({ data: { steg: 1 } });
    expect(fresh.error).toBeNull();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const sessionId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      session_id: string;
    };
    await stack.sql.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
      sessionId.session_id,
    ]);
    const without = await client.auth.updateUser({ password: 'Nytt-1234!' });
    expect(without.error?.code).toBe('reauthentication_needed');
    const wrongNonce = await client.auth.updateUser({ password: 'Nytt-1234!', nonce: '000000x' });
    expect(wrongNonce.error?.code).toBe('reauthentication_not_valid');
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = lastMail(stack, 'anv2@example.se', 'reauthentication')!;
    const nonce = codeIn(mail.text)!;
    const changed = await client.auth.updateUser({ password: 'Nytt-1234!', nonce });
    expect(changed.error).toBeNull();
    await signIn('anv2@example.se', 'Nytt-1234!');
  });

  it('a password change ends the other sessions and keeps this one (models.User.UpdatePassword)', async () => {
    await createConfirmedUser(stack, 'anv4@example.se');
    const here = await signIn('anv4@example.se');
    const elsewhere = await signIn('anv4@example.se');
    const token = (await elsewhere.auth.getSession()).data.session!.access_token;
    expect((await here.auth.updateUser({ password: 'Annat-1234!' })).error).toBeNull();
    expect((await here.auth.getUser()).error).toBeNull();
    const other = await call(stack, 'GET', '/auth/v1/user', { token });
    expect(other.status).toBe(403);
    expect(other.body.error_code).toBe('session_not_found');
  });

  it('updateUser merges data and starts a double-confirmed e-mail change', async () => {
    const client = await signIn('anv3@example.se');
    const data = await client.auth.updateUser({ data: { namn: 'Tre' } });
    expect(data.data.user?.user_metadata).toEqual({ namn: 'Tre' });
    const change = await client.auth.updateUser({ email: 'anv3-ny@example.se' });
    expect(change.error).toBeNull();
    expect(change.data.user?.email).toBe('anv3@example.se');
    expect(change.data.user?.new_email).toBe('anv3-ny@example.se');
    const toNew = lastMail(stack, 'anv3-ny@example.se', 'email_change')!;
    const toOld = lastMail(stack, 'anv3@example.se', 'email_change')!;
    const first = new URL((await fetch(toNew.link!, { redirect: 'manual' })).headers.get('location')!);
    expect(new URLSearchParams(first.hash.slice(1)).get('message')).toContain('Confirmation link accepted');
    const second = new URL((await fetch(toOld.link!, { redirect: 'manual' })).headers.get('location')!);
    expect(new URLSearchParams(second.hash.slice(1)).get('type')).toBe('email_change');
    const { data: after } = await serviceClient(stack).auth.admin.listUsers({ perPage: 1000 });
    expect(after.users.map((u) => u.email)).toContain('anv3-ny@example.se');
    const invalid = await client.auth.updateUser({ email: 'fel@' });
    expect(invalid.error?.status).toBe(400);
  });

  it('logout: unknown scope is 400 and signs nobody out; others and local (logout.go)', async () => {
    const a = await signIn('anv1@example.se');
    const b = await signIn('anv1@example.se');
    const tokenA = (await a.auth.getSession()).data.session!.access_token;
    const tokenB = (await b.auth.getSession()).data.session!.access_token;
    const bad = await call(stack, 'POST', '/auth/v1/logout?scope=alla', { token: tokenA });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('validation_failed');
    expect((await call(stack, 'GET', '/auth/v1/user', { token: tokenB })).status).toBe(200);
    expect((await call(stack, 'POST', '/auth/v1/logout?scope=others', { token: tokenA })).status).toBe(204);
    expect((await call(stack, 'GET', '/auth/v1/user', { token: tokenB })).body.error_code).toBe(
      'session_not_found',
    );
    expect((await call(stack, 'GET', '/auth/v1/user', { token: tokenA })).status).toBe(200);
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await call(stack, 'GET', '/auth/v1/user', { token: tokenA })).status).toBe(403);
  });

  it('identity linking answers 404 manual_linking_disabled (identity.go, manual linking off)', async () => {
    const client = await signIn('anv1@example.se');
    const identities = await client.auth.getUserIdentities();
    expect(identities.data?.identities).toEqual([expect.objectContaining({ provider: 'email' })]);
    const unlink = await client.auth.unlinkIdentity(identities.data!.identities[0]);
    expect(unlink.error?.status).toBe(404);
    expect(unlink.error?.code).toBe('manual_linking_disabled');
    const token = (await client.auth.getSession()).data.session!.access_token;
    const link = await call(stack, 'GET', '/auth/v1/user/identities/authorize?provider=github', { token });
    expect(link.status).toBe(404);
    expect(link.body.error_code).toBe('manual_linking_disabled');
  });

  it('GET /user with a token of a deleted user is 403 user_not_found', async () => {
    const admin = serviceClient(stack);
    const created = await admin.auth.admin.createUser({
      email: 'borta@example.se',
      password: DEMO_PASSWORD,
      email_confirm: true,
    });
    const client = await signIn('borta@example.se');
    const token = (await client.auth.getSession()).data.session!.access_token;
    await admin.auth.admin.deleteUser(created.data.user!.id);
    const response = await call(stack, 'GET', '/auth/v1/user', { token });
    expect(response.status).toBe(403);
    expect(response.body.error_code).toBe('user_not_found');
  });
});
