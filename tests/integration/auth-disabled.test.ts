import { describe, expect, it } from 'vitest';
import type { Stack } from '../../supabase/local/stack.ts';
import { call, expectAuthError, userClient, type AuthBody } from './auth-helpers.ts';
import { rawPost, writeBytes } from './raw-post.ts';
import { withTestStack } from './stack-fixture.ts';

/**
 * The features this project switches off answer as Supabase Auth answers with them off (supabase/auth
 * internal/api/api.go requireSAMLEnabled, web3.go, token_oidc.go, verify.go), and an oversized body gets
 * a readable 413 instead of a reset connection.
 */
describe('auth: switched-off features and body limits', () => {
  let stack: Stack;
  withTestStack((started) => (stack = started));

  it('SSO (SAML off): every /sso route is 404 saml_provider_disabled, supabase-js included', async () => {
    for (const [method, path] of [
      ['POST', '/auth/v1/sso'],
      ['GET', '/auth/v1/sso/saml/metadata'],
      ['POST', '/auth/v1/sso/saml/acs'],
    ]) {
      const response = await call(stack, method, path, { body: method === 'POST' ? {} : undefined });
      expectAuthError(response, [404, 'saml_provider_disabled', 'SAML 2.0 is disabled'], path);
    }
    const { error } = await userClient(stack).auth.signInWithSSO({ domain: 'example.se' });
    expect(error?.status).toBe(404);
    expect(error?.code).toBe('saml_provider_disabled');
  });

  it('Web3 sign-in is 422 web3_provider_disabled before the body is read', async () => {
    for (const body of [{ chain: 'solana', message: 'x', signature: 'y' }, {}]) {
      const response = await call(stack, 'POST', '/auth/v1/token?grant_type=web3', { body });
      expectAuthError(response, [422, 'web3_provider_disabled', 'Web3 provider is disabled']);
    }
  });

  it('ID-token sign-in: the provider is not enabled, a custom issuer not allowed (token_oidc.go)', async () => {
    const grant = (body: Record<string, unknown>) =>
      call(stack, 'POST', '/auth/v1/token?grant_type=id_token', { body });
    expect((await grant({ provider: 'google' })).body).toEqual({
      error: 'invalid request',
      error_description: 'id_token required',
    });
    expect((await grant({ id_token: 'a.b.c' })).body).toEqual({
      error: 'invalid request',
      error_description: 'provider or client_id and issuer required',
    });
    expectAuthError(await grant({ provider: 'google', id_token: 'a.b.c' }), [
      400,
      'provider_disabled',
      'Provider (issuer "https://accounts.google.com") is not enabled',
    ]);
    const byIssuer = await grant({ issuer: 'https://appleid.apple.com', client_id: 'x', id_token: 'a.b.c' });
    expect(byIssuer.body.msg).toBe('Provider (issuer "https://appleid.apple.com") is not enabled');
    expectAuthError(await grant({ provider: 'egen', id_token: 'a.b.c' }), [
      400,
      'validation_failed',
      'Custom OIDC provider "egen" not allowed',
    ]);
    const viaJs = await userClient(stack).auth.signInWithIdToken({ provider: 'google', token: 'a.b.c' });
    expect(viaJs.error?.code).toBe('provider_disabled');
  });

  it('phone OTPs (no phone provider): the number is validated, then no code matches (verify.go)', async () => {
    const verify = (body: Record<string, unknown>) => call(stack, 'POST', '/auth/v1/verify', { body });
    for (const type of ['sms', 'phone_change']) {
      expectAuthError(await verify({ type, phone: '+46 70-123 45 67', token: '123456' }), [
        403,
        'otp_expired',
        'Token has expired or is invalid',
      ]);
      expectAuthError(await verify({ type, phone: 'nej', token: '123456' }), [
        400,
        'validation_failed',
        'Invalid phone number format (E.164 required)',
      ]);
    }
    expect((await verify({ type: 'sms', phone: '+46701234567' })).body.msg).toBe(
      'Verify requires either a token or a token hash',
    );
    const viaJs = await userClient(stack).auth.verifyOtp({
      phone: '+46701234567',
      token: '123456',
      type: 'sms',
    });
    expect(viaJs.error?.code).toBe('otp_expired');
  });

  /** Sends `size` bytes to /auth/v1/signup, with a declared length or chunked, and returns what came back. */
  const oversized = (size: number, chunked: boolean) =>
    rawPost(
      `${stack.url}/auth/v1/signup`,
      { apikey: stack.anonKey, 'content-type': 'application/json' },
      chunked ? undefined : size,
      (req) => writeBytes(req, size),
    );

  it('a 20 MB body gets 413 request_too_large, declared or chunked, and the stack keeps answering', async () => {
    for (const chunked of [false, true]) {
      const answer = await oversized(20 * 1024 * 1024, chunked);
      const label = chunked ? 'chunked' : 'content-length';
      const body = JSON.parse(answer.body) as AuthBody;
      expectAuthError(
        { status: answer.status, body },
        [413, 'request_too_large', 'Request body too large'],
        label,
      );
    }
    expect((await call(stack, 'GET', '/auth/v1/health')).status).toBe(200);
  });
});
