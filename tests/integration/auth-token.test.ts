import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { call, serviceClient, userClient } from './auth-helpers.ts';
import { DEMO_PASSWORD } from '../helpers';

/** POST /token, after supabase/auth internal/api/token.go, token_refresh.go and token_test.go. */
describe('auth /token', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack({ auth: { refreshTokenReuseInterval: 0 } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('password grant: session with aal1 and amr password (token_test.go TestTokenPasswordGrantSuccess)', async () => {
    const { data, error } = await userClient(stack).auth.signInWithPassword({
      email: 'admin@example.se',
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({ role: 'authenticated', aal: 'aal1', email: 'admin@example.se' });
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'password' })]);
    expect(data.session!.expires_in).toBe(3600);
  });

  it('password grant: invalid_credentials for wrong password, unknown user and an empty body', async () => {
    for (const body of [
      { email: 'admin@example.se', password: 'fel' },
      { email: 'ingen@example.se', password: DEMO_PASSWORD },
      { email: 'admin@example.se', password: '' },
    ]) {
      const response = await call(stack, 'POST', '/auth/v1/token?grant_type=password', { body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
      });
    }
  });

  it('refuses passwords over 72 bytes instead of cutting them (password.go checkPasswordStrength)', async () => {
    const service = serviceClient(stack);
    const long = `${'a'.repeat(72)}-första`;
    const created = await service.auth.admin.createUser({
      email: 'lang@example.se',
      password: long,
      email_confirm: true,
    });
    expect(created.error?.status).toBe(400);
    expect(created.error?.code).toBe('validation_failed');
    expect(created.error?.message).toBe('Password cannot be longer than 72 characters');
    await service.auth.admin.createUser({
      email: 'lang@example.se',
      password: 'a'.repeat(72),
      email_confirm: true,
    });
    const sameFirst72 = await userClient(stack).auth.signInWithPassword({
      email: 'lang@example.se',
      password: `${'a'.repeat(72)}b`,
    });
    expect(sameFirst72.error?.code).toBe('invalid_credentials');
    const exact = await userClient(stack).auth.signInWithPassword({
      email: 'lang@example.se',
      password: 'a'.repeat(72),
    });
    expect(exact.error).toBeNull();
  });

  it('email_not_confirmed for an unconfirmed user with the right password', async () => {
    await serviceClient(stack).auth.admin.createUser({
      email: 'obekraftad@example.se',
      password: DEMO_PASSWORD,
    });
    const { error } = await userClient(stack).auth.signInWithPassword({
      email: 'obekraftad@example.se',
      password: DEMO_PASSWORD,
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
  });

  it('unsupported grant types and malformed bodies get 400 with the error body', async () => {
    const grant = await call(stack, 'POST', '/auth/v1/token?grant_type=magic', { body: {} });
    expect(grant.status).toBe(400);
    expect(grant.body.msg).toBe('unsupported_grant_type');
    const bad = await call(stack, 'POST', '/auth/v1/token?grant_type=password', { body: '{"email":' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('bad_json');
    const wrongType = await call(stack, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: ['admin@example.se'], password: 1 },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error_code).toBe('bad_json');
  });

  it('rotates refresh tokens; reusing a rotated one revokes the whole session (token_refresh.go, RevokeTokenFamily)', async () => {
    const supabase = userClient(stack);
    const { data } = await supabase.auth.signInWithPassword({
      email: 'user@example.se',
      password: DEMO_PASSWORD,
    });
    const first = data.session!.refresh_token;
    const rotated = await call(stack, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first },
    });
    expect(rotated.status).toBe(200);
    const second = rotated.body.refresh_token as string;
    const access = rotated.body.access_token as string;
    expect(second).not.toBe(first);
    expect((await call(stack, 'GET', '/auth/v1/user', { token: access })).status).toBe(200);

    const reuse = await call(stack, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({
      code: 400,
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
    // The family is gone: the newer refresh token and its access token no longer work.
    const newer = await call(stack, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: second },
    });
    expect(newer.status).toBe(400);
    expect(newer.body.error_code).toBe('refresh_token_not_found');
    const user = await call(stack, 'GET', '/auth/v1/user', { token: access });
    expect(user.status).toBe(403);
    expect(user.body.error_code).toBe('session_not_found');
  });

  it('JWT time claims as hosted: exp and nbf checked when present, a token without exp accepted (auth.go, PostgREST)', async () => {
    const { data } = await userClient(stack).auth.signInWithPassword({
      email: 'admin@example.se',
      password: 'Demo-1234!',
    });
    const { exp: _exp, iat: _iat, ...claims } = decodeJwt(data.session!.access_token);
    const now = Math.floor(Date.now() / 1000);
    const sign = (extra: { exp?: number; nbf?: number }) =>
      new SignJWT({ ...claims, ...extra })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .sign(new TextEncoder().encode(stack.jwtSecret));
    const prefix = 'invalid JWT: unable to parse or verify signature, ';
    const user = (token: string) => call(stack, 'GET', '/auth/v1/user', { token });
    const rest = (token: string) => call(stack, 'GET', '/rest/v1/banks?select=id&limit=1', { token });

    // golang-jwt v5 without WithExpirationRequired, and PostgREST, both take a signed token without exp.
    const noExp = await sign({});
    expect((await user(noExp)).status).toBe(200);
    expect((await rest(noExp)).status).toBe(200);

    const expired = await sign({ exp: now - 60 });
    expect((await user(expired)).body).toEqual({
      code: 403,
      error_code: 'bad_jwt',
      msg: `${prefix}token has invalid claims: token is expired`,
    });
    const restExpired = await rest(expired);
    expect(restExpired.status).toBe(401);
    expect(restExpired.body.code).toBe('PGRST301');

    const early = await sign({ exp: now + 600, nbf: now + 300 });
    expect((await user(early)).body.msg).toBe(`${prefix}token has invalid claims: token is not valid yet`);
  });

  it('an unknown refresh token is refresh_token_not_found', async () => {
    const response = await call(stack, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: 'finns-inte' },
    });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('pkce grant: an unknown code is flow_state_not_found, missing fields validation_failed', async () => {
    const unknown = await call(stack, 'POST', '/auth/v1/token?grant_type=pkce', {
      body: { auth_code: '00000000-0000-4000-8000-000000000000', code_verifier: 'x'.repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe('flow_state_not_found');
    const missing = await call(stack, 'POST', '/auth/v1/token?grant_type=pkce', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error_code).toBe('validation_failed');
  });
});
