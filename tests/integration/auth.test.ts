import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { memoryStorage, sessionFromMailLink } from './auth-helpers.ts';
import { hs256Token } from './http-checks.ts';
import { DEMO_PASSWORD } from '../helpers';

describe('auth server with the real supabase-js client', () => {
  let stack: Stack;
  const client = (storage = memoryStorage(), autoRefreshToken = false): SupabaseClient =>
    createClient(stack.url, stack.anonKey, { auth: { storage, persistSession: true, autoRefreshToken } });

  beforeAll(async () => {
    stack = await startTestStack({ jwtExpirySeconds: 3 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers /health without a key', async () => {
    const response = await fetch(`${stack.url}/auth/v1/health`);
    expect(response.status).toBe(200);
  });

  it('signs in the seeded admin and refuses a wrong password and an unknown user', async () => {
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: 'admin@example.se',
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('admin@example.se');
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({ role: 'authenticated', aal: 'aal1', email: 'admin@example.se' });
    expect(claims.session_id).toBeTypeOf('string');

    const wrong = await client().auth.signInWithPassword({
      email: 'admin@example.se',
      password: 'fel-lösenord',
    });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    const unknown = await client().auth.signInWithPassword({
      email: 'ingen@example.se',
      password: DEMO_PASSWORD,
    });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it('signs up, refuses a duplicate and a weak password', async () => {
    const supabase = client();
    const { data, error } = await supabase.auth.signUp({
      email: 'ny@example.se',
      password: 'Starkt-123',
      options: { emailRedirectTo: 'http://127.0.0.1:5173' },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('ny@example.se');
    expect(data.session?.access_token).toBeTruthy();
    const dup = await client().auth.signUp({ email: 'ny@example.se', password: 'Starkt-123' });
    expect(dup.error?.code).toBe('user_already_exists');
    const weak = await client().auth.signUp({ email: 'svag@example.se', password: '123' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
  });

  it('refreshes an expired session and refuses a reused refresh token', async () => {
    const supabase = client();
    const { data } = await supabase.auth.signInWithPassword({
      email: 'user@example.se',
      password: DEMO_PASSWORD,
    });
    const firstRefresh = data.session!.refresh_token;
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    await new Promise((r) => setTimeout(r, 3500));
    const { data: current } = await supabase.auth.getSession();
    expect(current.session?.refresh_token).not.toBe(firstRefresh);
    expect(current.session!.expires_at! * 1000).toBeGreaterThan(Date.now());
    expect(events).toContain('TOKEN_REFRESHED');
    const reuse = await fetch(`${stack.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: firstRefresh }),
    });
    expect(reuse.status).toBe(400);
    expect(((await reuse.json()) as { error_code: string }).error_code).toBe('refresh_token_already_used');
  });

  it('clears the local session on sign-out even when the server no longer knows the session', async () => {
    const storage = memoryStorage();
    const supabase = client(storage);
    await supabase.auth.signInWithPassword({ email: 'user@example.se', password: DEMO_PASSWORD });
    const other = client();
    await other.auth.signInWithPassword({ email: 'user@example.se', password: DEMO_PASSWORD });
    await other.auth.signOut({ scope: 'global' });
    expect(storage.data.size).toBeGreaterThan(0);
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    expect(
      [...storage.data.keys()].filter((k) => k.includes('auth-token') && !k.includes('code-verifier')),
    ).toEqual([]);
    expect((await supabase.auth.getSession()).data.session).toBeNull();
  });

  it('recovers a password through the link in the printed mail', async () => {
    const supabase = client();
    const { error } = await supabase.auth.resetPasswordForEmail('user@example.se', {
      redirectTo: 'http://127.0.0.1:5173/admin/set-password',
    });
    expect(error).toBeNull();
    const mail = stack.mailbox.findLast((m) => m.to === 'user@example.se' && m.type === 'recovery');
    expect(mail?.link).toContain('/auth/v1/verify?token=');
    const recovered = client();
    await recovered.auth.setSession(await sessionFromMailLink(mail!.link!, 'recovery'));
    expect((await recovered.auth.updateUser({ password: 'Nytt-lösen-1' })).error).toBeNull();
    const signIn = await client().auth.signInWithPassword({
      email: 'user@example.se',
      password: 'Nytt-lösen-1',
    });
    expect(signIn.error).toBeNull();
    await recovered.auth.updateUser({ password: DEMO_PASSWORD });
  });

  it('refuses forged and expired JWTs and keeps the admin API for service_role', async () => {
    const claims = { sub: 'a0000000-0000-4000-8000-000000000001', role: 'authenticated' };
    const forged = await hs256Token(claims, 'forged-secret-forged-secret-forged-secret', '1h');
    const forgedResponse = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${forged}` },
    });
    expect(forgedResponse.status).toBe(403);
    expect(((await forgedResponse.json()) as { error_code: string }).error_code).toBe('bad_jwt');
    const expired = await hs256Token(claims, stack.jwtSecret, Math.floor(Date.now() / 1000) - 60);
    const expiredResponse = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${expired}` },
    });
    expect(expiredResponse.status).toBe(403);
    expect(((await expiredResponse.json()) as { msg: string }).msg).toContain('token is expired');

    const anonAdmin = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(anonAdmin.status).toBe(403);
    const service = createClient(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });
    const list = await service.auth.admin.listUsers();
    expect(list.data.users.map((u) => u.email)).toEqual(
      expect.arrayContaining(['admin@example.se', 'user@example.se']),
    );
  });
});
