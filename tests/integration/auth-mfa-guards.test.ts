import { SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { Stack } from '../../supabase/local/stack.ts';
import { MFA_BURST } from '../../supabase/local/auth/ratelimit.ts';
import { call, createConfirmedUser, expectAuthError, serviceClient, signedInClient } from './auth-helpers.ts';
import { withTestStack } from './stack-fixture.ts';

/**
 * Issue 31, items 10 and 16. TOTP codes could be guessed without limit: Supabase Auth puts POST
 * /factors/{id}/challenge and /verify behind their own per-IP token buckets (internal/api/api.go, ratelimits.go:
 * MFA.RateLimitChallengeAndVerify / 60 per second, burst 30). And requireAuthentication's answers
 * (internal/api/auth.go maybeLoadUserOrSession): the anon key has no sub (403 bad_jwt), a sub that is no UUID is a
 * 400, a session_id that is no UUID a 403, a banned user's token a 403 user_banned.
 */
describe('auth: MFA rate limits and requireAuthentication', () => {
  let stack: Stack;
  withTestStack((started) => (stack = started));

  const tokenOf = async (email: string) => {
    const client = await signedInClient(stack, email);
    return { client, token: (await client.auth.getSession()).data.session!.access_token };
  };

  it(`answers 429 over_request_rate_limit after ${MFA_BURST} verify and ${MFA_BURST} challenge requests`, async () => {
    await createConfirmedUser(stack, 'gissare@example.se');
    const { client, token } = await tokenOf('gissare@example.se');
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data!.id;
    const totp = new TOTP({ secret: Secret.fromBase32(enrolled.data!.totp.secret) });
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const wrong = totp.generate() === '000000' ? '111111' : '000000';
    const verify = (code: string) =>
      call(stack, 'POST', `/auth/v1/factors/${factorId}/verify`, {
        token,
        body: { challenge_id: challenge.data!.id, code },
      });

    const statuses: number[] = [];
    for (let i = 0; i < MFA_BURST + 10; i++) statuses.push((await verify(wrong)).status);
    expect(statuses.slice(0, MFA_BURST)).toEqual(Array(MFA_BURST).fill(422));
    // The bucket refills at one request every 4 s, so the burst is followed by 429s.
    expect(statuses.slice(MFA_BURST)).toContain(429);
    const limited = await verify(totp.generate());
    expectAuthError(limited, [429, 'over_request_rate_limit', 'Request rate limit reached']);

    // The challenge endpoint has its own bucket (one challenge was made above).
    const challenges: number[] = [];
    for (let i = 1; i < MFA_BURST + 10; i++)
      challenges.push(
        (await call(stack, 'POST', `/auth/v1/factors/${factorId}/challenge`, { token, body: {} })).status,
      );
    expect(challenges.slice(0, MFA_BURST - 1)).toEqual(Array(MFA_BURST - 1).fill(200));
    expect(challenges.slice(MFA_BURST - 1)).toContain(429);
  });

  it('needs a user: the anon key 403 bad_jwt on every factor route, no Bearer 401 (auth.go)', async () => {
    const factor = '00000000-0000-4000-8000-000000000000';
    for (const path of ['/factors', `/factors/${factor}/challenge`, `/factors/${factor}/verify`]) {
      const anon = await call(stack, 'POST', `/auth/v1${path}`, { body: { factor_type: 'totp' } });
      expectAuthError(anon, [403, 'bad_jwt', 'invalid claim: missing sub claim'], path);
      const none = await call(stack, 'POST', `/auth/v1${path}`, { apikey: null, body: {} });
      expectAuthError(none, [401, 'no_authorization', 'This endpoint requires a valid Bearer token'], path);
    }
  });

  it('refuses a sub or session_id that is no UUID and a banned user as maybeLoadUserOrSession does', async () => {
    const userId = await createConfirmedUser(stack, 'bannlyst@example.se');
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT({ role: 'authenticated', aud: 'authenticated', ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(stack.jwtSecret));
    const user = async (token: string) => call(stack, 'GET', '/auth/v1/user', { token });

    expectAuthError(await user(await sign({ sub: 'inte-ett-uuid' })), [
      400,
      'bad_jwt',
      'invalid claim: sub claim must be a UUID',
    ]);
    expectAuthError(await user(await sign({ sub: userId, session_id: 'nej' })), [
      403,
      'bad_jwt',
      'invalid claim: session_id claim must be a UUID',
    ]);
    // The nil UUID names no session: the token is taken as session-less.
    expect(
      (await user(await sign({ sub: userId, session_id: '00000000-0000-0000-0000-000000000000' }))).status,
    ).toBe(200);

    const { token } = await tokenOf('bannlyst@example.se');
    expect((await user(token)).status).toBe(200);
    const banned = await serviceClient(stack).auth.admin.updateUserById(userId, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    expectAuthError(await user(token), [403, 'user_banned', 'User is banned']);
  });
});
