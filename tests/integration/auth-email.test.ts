import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { call, codeIn, lastMail, serviceClient, userClient } from './auth-helpers.ts';

const SITE = 'http://127.0.0.1:5173';

/**
 * E-mail flows with confirmations on: signup, verify, otp, recover, resend, and the PKCE round trips
 * (supabase/auth internal/api/signup.go, verify.go, otp.go, recover.go, resend.go, pkce.go and their tests).
 */
describe('auth e-mail flows, PKCE and redirect_to', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack({
      auth: {
        siteUrl: SITE,
        additionalRedirectUrls: ['https://app.example.se/**', 'https://*.preview.example.se/auth/*'],
        email: { enableConfirmations: true, maxFrequency: 0 },
      },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('PKCE sign-up confirmation: mail link → ?code= → exchangeCodeForSession (verify.go + pkce.go)', async () => {
    const client = userClient(stack, 'pkce');
    const signUp = await client.auth.signUp({
      email: 'pkce-ny@example.se',
      password: 'Starkt-123',
      options: { emailRedirectTo: 'https://app.example.se/admin/login', data: { namn: 'Ny' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    const mail = lastMail(stack, 'pkce-ny@example.se', 'signup')!;
    expect(mail.link).toContain('token=pkce_');
    const before = await client.auth.signInWithPassword({
      email: 'pkce-ny@example.se',
      password: 'Starkt-123',
    });
    expect(before.error?.code).toBe('email_not_confirmed');

    const redirect = await fetch(mail.link!, { redirect: 'manual' });
    expect(redirect.status).toBe(303);
    const location = new URL(redirect.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://app.example.se/admin/login');
    expect(location.hash).toBe('');
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe('pkce-ny@example.se');
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    expect(exchanged.data.user?.user_metadata).toMatchObject({ namn: 'Ny' });
    // A code works once, and only with the verifier of the client that started the flow.
    const again = await call(stack, 'POST', '/auth/v1/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: 'v'.repeat(43) },
    });
    expect(again.status).toBe(404);
    expect(again.body.error_code).toBe('flow_state_not_found');
  });

  it('PKCE recovery: resetPasswordForEmail → link → code → updateUser; a wrong verifier is bad_code_verifier', async () => {
    await serviceClient(stack).auth.admin.createUser({
      email: 'glomsk@example.se',
      password: 'Gammalt-1',
      email_confirm: true,
    });
    const stranger = userClient(stack, 'pkce');
    await stranger.auth.resetPasswordForEmail('glomsk@example.se', {
      redirectTo: 'https://app.example.se/x',
    });
    const strangerCode = new URL(
      (
        await fetch(lastMail(stack, 'glomsk@example.se', 'recovery')!.link!, { redirect: 'manual' })
      ).headers.get('location')!,
    ).searchParams.get('code')!;

    const client = userClient(stack, 'pkce');
    const reset = await client.auth.resetPasswordForEmail('glomsk@example.se', {
      redirectTo: 'https://app.example.se/admin/set-password',
    });
    expect(reset.error).toBeNull();
    // The stranger's flow was replaced by the newer request: its code no longer exists.
    const stale = await call(stack, 'POST', '/auth/v1/token?grant_type=pkce', {
      body: { auth_code: strangerCode, code_verifier: 'v'.repeat(43) },
    });
    expect(stale.body.error_code).toBe('flow_state_not_found');
    const link = lastMail(stack, 'glomsk@example.se', 'recovery')!.link!;
    const location = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location')!);
    expect(location.pathname).toBe('/admin/set-password');
    const wrongVerifier = await call(stack, 'POST', '/auth/v1/token?grant_type=pkce', {
      body: { auth_code: location.searchParams.get('code'), code_verifier: 'v'.repeat(43) },
    });
    expect(wrongVerifier.status).toBe(403);
    expect(wrongVerifier.body.error_code).toBe('bad_code_verifier');
    const exchanged = await client.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(decodeJwt(exchanged.data.session!.access_token).amr).toEqual([
      expect.objectContaining({ method: 'otp' }),
    ]);
    expect((await client.auth.updateUser({ password: 'Nytt-lösen-2' })).error).toBeNull();
    const signIn = await userClient(stack).auth.signInWithPassword({
      email: 'glomsk@example.se',
      password: 'Nytt-lösen-2',
    });
    expect(signIn.error).toBeNull();
  });

  it('redirect_to outside site_url and additional_redirect_urls falls back to site_url (IsRedirectURLValid)', async () => {
    await serviceClient(stack).auth.admin.createUser({
      email: 'omdirigering@example.se',
      email_confirm: true,
    });
    const land = async (redirectTo: string) => {
      await userClient(stack).auth.resetPasswordForEmail('omdirigering@example.se', { redirectTo });
      const link = lastMail(stack, 'omdirigering@example.se', 'recovery')!.link!;
      const location = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location')!);
      return {
        target: `${location.origin}${location.pathname}`,
        hash: new URLSearchParams(location.hash.slice(1)),
      };
    };
    const evil = await land('https://evil.example/steal');
    expect(evil.target).toBe(`${SITE}/`);
    const tricky = await land('https://app.example.se.evil.example/x');
    expect(tricky.target).toBe(`${SITE}/`);
    const decimalIp = await land('http://2130706433/x');
    expect(decimalIp.target).toBe(`${SITE}/`);
    // `*` stops at '.' and '/', `**` does not (gobwas/glob with separators . and /).
    expect((await land('https://app.example.se/deep/path/here')).target).toBe(
      'https://app.example.se/deep/path/here',
    );
    expect((await land('https://pr-1.preview.example.se/auth/callback')).target).toBe(
      'https://pr-1.preview.example.se/auth/callback',
    );
    expect((await land('https://a.b.preview.example.se/auth/callback')).target).toBe(`${SITE}/`);
    expect((await land('https://pr-1.preview.example.se/auth/a/b')).target).toBe(`${SITE}/`);
    // Same host as site_url; loopback ports may differ (RFC 8252).
    const own = await land('http://127.0.0.1:4173/admin/set-password');
    expect(own.target).toBe('http://127.0.0.1:4173/admin/set-password');
    expect(own.hash.get('type')).toBe('recovery');
  });

  it('verifyOtp with the mailed code and with token_hash; a used or wrong code is otp_expired', async () => {
    const client = userClient(stack);
    const otp = await client.auth.signInWithOtp({
      email: 'kod@example.se',
      options: { data: { källa: 'otp' } },
    });
    expect(otp.error).toBeNull();
    const mail = lastMail(stack, 'kod@example.se', 'signup')!;
    const code = codeIn(mail.text)!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await client.auth.verifyOtp({
      email: 'kod@example.se',
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe('otp_expired');
    const verified = await client.auth.verifyOtp({ email: 'kod@example.se', token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.user_metadata).toMatchObject({ källa: 'otp' });
    const reused = await client.auth.verifyOtp({ email: 'kod@example.se', token: code, type: 'email' });
    expect(reused.error?.code).toBe('otp_expired');

    await client.auth.signInWithOtp({ email: 'kod@example.se' });
    const magic = lastMail(stack, 'kod@example.se', 'magiclink')!;
    const tokenHash = new URL(magic.link!).searchParams.get('token')!;
    const byHash = await userClient(stack).auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(byHash.error).toBeNull();
    expect(byHash.data.session?.user.email).toBe('kod@example.se');
  });

  it('/otp with shouldCreateUser false for an unknown address is 422 otp_disabled and creates nobody', async () => {
    const { error } = await userClient(stack).auth.signInWithOtp({
      email: 'okand@example.se',
      options: { shouldCreateUser: false },
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('otp_disabled');
    const users = await stack.sql.query("select 1 from auth.users where email = 'okand@example.se'");
    expect(users.rows).toHaveLength(0);
  });

  it('resend signup sends a new working link; confirmed users get no mail (resend.go)', async () => {
    const client = userClient(stack);
    await client.auth.signUp({ email: 'igen@example.se', password: 'Starkt-123' });
    const first = lastMail(stack, 'igen@example.se', 'signup')!;
    const resent = await client.auth.resend({ type: 'signup', email: 'igen@example.se' });
    expect(resent.error).toBeNull();
    const second = lastMail(stack, 'igen@example.se', 'signup')!;
    expect(second.link).not.toBe(first.link);
    expect((await fetch(first.link!, { redirect: 'manual' })).headers.get('location')).toContain(
      'error_code=otp_expired',
    );
    const ok = new URL((await fetch(second.link!, { redirect: 'manual' })).headers.get('location')!);
    expect(new URLSearchParams(ok.hash.slice(1)).get('type')).toBe('signup');
    const count = stack.mailbox.length;
    expect((await client.auth.resend({ type: 'signup', email: 'igen@example.se' })).error).toBeNull();
    expect(stack.mailbox.length).toBe(count);
    const badType = await call(stack, 'POST', '/auth/v1/resend', {
      body: { type: 'magic', email: 'igen@example.se' },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.error_code).toBe('validation_failed');
  });

  it('an already confirmed address gets an obfuscated user on signup, no mail and no session', async () => {
    const count = stack.mailbox.length;
    const { data, error } = await userClient(stack).auth.signUp({
      email: 'admin@example.se',
      password: 'Annat-123',
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(stack.mailbox.length).toBe(count);
  });

  it('PKCE parameters are validated on the e-mail endpoints', async () => {
    const response = await call(stack, 'POST', '/auth/v1/recover', {
      body: { email: 'admin@example.se', code_challenge: 'kort', code_challenge_method: 's256' },
    });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('code challenge has to be between 43 and 128 characters');
    const method = await call(stack, 'POST', '/auth/v1/otp', {
      body: { email: 'admin@example.se', code_challenge: 'c'.repeat(43), code_challenge_method: 'md5' },
    });
    expect(method.status).toBe(400);
    expect(method.body.msg).toBe('code challenge method not supported');
  });
});
