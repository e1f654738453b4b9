import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import type { Stack } from '../../supabase/local/stack.ts';
import { withTestStack } from './stack-fixture.ts';
import { MFA_BURST } from '../../supabase/local/auth/ratelimit.ts';
import {
  call,
  createConfirmedUser,
  expectAuthError,
  lastMail,
  serviceClient,
  signedInClient,
  userClient,
} from './auth-helpers.ts';
import { DEMO_PASSWORD } from '../helpers';

/**
 * Every MFA case of the auth server in one file: enrolment, challenge and verification, the admin factor API, and
 * Supabase Auth's AAL rules for a user with a verified factor (supabase/auth internal/api/mfa.go validateFactors,
 * EnrollFactor and UnenrollFactor, admin.go adminUserDeleteFactor, user.go UserUpdate): a password alone (aal1)
 * neither adds a factor nor changes the password or e-mail; after the TOTP step-up (aal2) it does.
 */
describe('auth MFA', () => {
  let stack: Stack;
  withTestStack((started) => (stack = started), {
    auth: { email: { maxFrequency: 0 }, enableAnonymousSignIns: true, mfa: { maxEnrolledFactors: 2 } },
  });

  describe('enrolment, challenge and verification', () => {
    it('enrols TOTP and verifying a code gives an aal2 session', async () => {
      await createConfirmedUser(stack, 'mfa@example.se');
      const supabase = await signedInClient(stack, 'mfa@example.se');
      const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
      expect(enrolled.error).toBeNull();
      const totp = new TOTP({ secret: Secret.fromBase32(enrolled.data!.totp.secret) });
      const challenge = await supabase.auth.mfa.challenge({ factorId: enrolled.data!.id });
      const wrong = await supabase.auth.mfa.verify({
        factorId: enrolled.data!.id,
        challengeId: challenge.data!.id,
        code: '000000' === totp.generate() ? '111111' : '000000',
      });
      expect(wrong.error?.code).toBe('mfa_verification_failed');
      const verified = await supabase.auth.mfa.verify({
        factorId: enrolled.data!.id,
        challengeId: challenge.data!.id,
        code: totp.generate(),
      });
      expect(verified.error).toBeNull();
      expect(decodeJwt(verified.data!.access_token).aal).toBe('aal2');
      const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

      const again = await signedInClient(stack, 'mfa@example.se');
      const levelAgain = await again.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(levelAgain.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    });

    it('[auth.mfa] max_enrolled_factors (2 here), unique names and the factor type checks (mfa.go)', async () => {
      await createConfirmedUser(stack, 'faktorer@example.se');
      const client = await signedInClient(stack, 'faktorer@example.se');
      const first = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Ett' });
      expect(first.error).toBeNull();
      const duplicate = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Ett' });
      expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');
      const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+46700000000' });
      expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled');
      const second = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Två' });
      expect(second.error).toBeNull();
      const third = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tre' });
      expect(third.error?.code).toBe('too_many_enrolled_mfa_factors');
      const unknown = await client.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.error?.status).toBe(404);
    });

    it('MFA enrolment needs a session: anon key 403 bad_jwt, anonymous user 403, session-less token 500 (mfa.go)', async () => {
      const anonKey = await call(stack, 'POST', '/auth/v1/factors', { body: { factor_type: 'totp' } });
      expect(anonKey.body).toEqual({
        code: 403,
        error_code: 'bad_jwt',
        msg: 'invalid claim: missing sub claim',
      });

      const signedIn = await userClient(stack).auth.signInAnonymously();
      expect(signedIn.error).toBeNull();
      const refused = await call(stack, 'POST', '/auth/v1/factors', {
        token: signedIn.data.session!.access_token,
        body: { factor_type: 'totp' },
      });
      expect(refused.body).toEqual({
        code: 403,
        error_code: 'no_authorization',
        msg: 'Anonymous user not allowed to perform these actions',
      });

      const sessionlessUser = await createConfirmedUser(stack, 'utan-session@example.se');
      const sessionless = await new SignJWT({ role: 'authenticated', aud: 'authenticated' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sessionlessUser)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(stack.jwtSecret));
      const enrol = await call(stack, 'POST', '/auth/v1/factors', {
        token: sessionless,
        body: { factor_type: 'totp' },
      });
      expect(enrol.body).toEqual({
        code: 500,
        error_code: 'unexpected_failure',
        msg: 'A valid session and a registered user are required to enroll a factor',
      });
      const { rows } = await stack.sql.query('select 1 from auth.mfa_factors where user_id = $1', [
        sessionlessUser,
      ]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('the admin factor API', () => {
    it('mfa.deleteFactor deletes the factor only, listFactors lists factors (admin.go adminUserDeleteFactor)', async () => {
      const admin = serviceClient(stack);
      const userId = await createConfirmedUser(stack, 'faktor@example.se');
      const client = await signedInClient(stack, 'faktor@example.se');
      const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
      const challenge = await client.auth.mfa.challenge({ factorId: enrolled.data!.id });
      const code = new TOTP({ secret: Secret.fromBase32(enrolled.data!.totp.secret) }).generate();
      await client.auth.mfa.verify({ factorId: enrolled.data!.id, challengeId: challenge.data!.id, code });

      const listed = await admin.auth.admin.mfa.listFactors({ userId });
      expect(listed.error).toBeNull();
      expect(listed.data?.factors).toEqual([
        expect.objectContaining({
          id: enrolled.data!.id,
          factor_type: 'totp',
          status: 'verified',
          friendly_name: 'Telefon',
        }),
      ]);
      const deleted = await admin.auth.admin.mfa.deleteFactor({ userId, id: enrolled.data!.id });
      expect(deleted.error).toBeNull();
      const user = await admin.auth.admin.getUserById(userId);
      expect(user.error).toBeNull();
      expect(user.data.user?.email).toBe('faktor@example.se');
      expect(user.data.user?.factors ?? []).toEqual([]);
      const missing = await admin.auth.admin.mfa.deleteFactor({ userId, id: enrolled.data!.id });
      expect(missing.error?.status).toBe(404);
    });
  });

  describe('auth MFA: what an aal1 session of a user with a verified factor may do', () => {
    let totp: TOTP;
    let factorId: string;
    let userId: string;
    const email = 'mfa-admin@example.se';

    const signIn = (password = DEMO_PASSWORD) => signedInClient(stack, email, password);
    const tokenOf = async (client: SupabaseClient) =>
      (await client.auth.getSession()).data.session!.access_token;
    const aalOf = async (client: SupabaseClient) =>
      (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel;
    const stepUp = async (client: SupabaseClient, id = factorId, code = totp) => {
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId: id, code: code.generate() });
      expect(error).toBeNull();
    };

    beforeAll(async () => {
      userId = await createConfirmedUser(stack, email);
      await stack.sql.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [userId]);
      // The first factor needs no aal2: the account has none yet. A half-finished one is left next to it.
      const owner = await signIn();
      const leftover = await owner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Övergiven' });
      expect(leftover.error).toBeNull();
      const enrolled = await owner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
      expect(enrolled.error).toBeNull();
      factorId = enrolled.data!.id;
      totp = new TOTP({ secret: Secret.fromBase32(enrolled.data!.totp.secret) });
      await stepUp(owner);
      expect(await aalOf(owner)).toBe('aal2');
    });
    it('verifying a factor removes the unverified ones, so none is left for a password alone to verify', async () => {
      const { rows } = await stack.sql.query<{ friendly_name: string; status: string }>(
        'select friendly_name, status::text as status from auth.mfa_factors where user_id = $1',
        [userId],
      );
      expect(rows).toEqual([{ friendly_name: 'Telefon', status: 'verified' }]);
    });

    it('aal1 cannot enrol a factor (403 insufficient_aal), so it cannot verify one and reach aal2', async () => {
      const attacker = await signIn();
      expect(await aalOf(attacker)).toBe('aal1');
      const enrol = await call(stack, 'POST', '/auth/v1/factors', {
        token: await tokenOf(attacker),
        body: { factor_type: 'totp', friendly_name: 'Angripare' },
      });
      expect(enrol.status).toBe(403);
      expect(enrol.body).toMatchObject({
        code: 403,
        error_code: 'insufficient_aal',
        msg: 'AAL2 required to enroll a new factor',
      });
      const viaJs = await attacker.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Angripare 2' });
      expect(viaJs.error?.code).toBe('insufficient_aal');
      const { rows } = await stack.sql.query('select 1 from auth.mfa_factors where user_id = $1', [userId]);
      expect(rows).toHaveLength(1);
      // Nothing to verify: the only factor is the owner's, and a wrong code does not lift the session.
      const guess = await attacker.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
      expect(guess.error?.code).toBe('mfa_verification_failed');
      expect(await aalOf(attacker)).toBe('aal1');
      // And without aal2 the admin policies refuse the write.
      const write = await attacker.from('banks').insert({ name: 'Angriparbanken', slug: 'angriparbanken' });
      expect(write.error).not.toBeNull();
    });

    it('aal1 cannot change the password or the e-mail (401 insufficient_aal); metadata it may', async () => {
      const attacker = await signIn();
      const token = await tokenOf(attacker);
      const password = await call(stack, 'PUT', '/auth/v1/user', {
        token,
        body: { password: 'Stulen-1234!' },
      });
      expect(password.status).toBe(401);
      expect(password.body).toMatchObject({
        code: 401,
        error_code: 'insufficient_aal',
        msg: 'AAL2 session is required to update email or password when MFA is enabled.',
      });
      const mails = stack.mailbox.length;
      const changeEmail = await attacker.auth.updateUser({ email: 'angripare@example.se' });
      expect(changeEmail.error?.status).toBe(401);
      expect(changeEmail.error?.code).toBe('insufficient_aal');
      expect(stack.mailbox.length).toBe(mails);
      const { rows } = await stack.sql.query<{ email: string; email_change: string }>(
        'select email, email_change from auth.users where id = $1',
        [userId],
      );
      expect(rows[0]).toEqual({ email, email_change: '' });
      await signIn(DEMO_PASSWORD);
      const data = await attacker.auth.updateUser({ data: { namn: 'Ok' } });
      expect(data.error).toBeNull();
    });

    it('aal1 cannot remove a verified factor (422 insufficient_aal, mfa.go UnenrollFactor)', async () => {
      const attacker = await signIn();
      const { error } = await attacker.auth.mfa.unenroll({ factorId });
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('insufficient_aal');
      expect(error?.message).toBe('AAL2 required to unenroll verified factor');
    });

    it('after the TOTP step-up (aal2) it enrols, changes the password and the e-mail', async () => {
      const owner = await signIn();
      await stepUp(owner);
      expect(await aalOf(owner)).toBe('aal2');
      const second = await owner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Reserv' });
      expect(second.error).toBeNull();
      const reserve = new TOTP({ secret: Secret.fromBase32(second.data!.totp.secret) });
      await stepUp(owner, second.data!.id, reserve);
      const changed = await owner.auth.updateUser({ password: 'Bytt-1234!' });
      expect(changed.error).toBeNull();
      await signIn('Bytt-1234!');
      const emailChange = await owner.auth.updateUser({ email: 'mfa-ny@example.se' });
      expect(emailChange.error).toBeNull();
      expect(emailChange.data.user?.new_email).toBe('mfa-ny@example.se');
      expect(lastMail(stack, 'mfa-ny@example.se', 'email_change')).toBeDefined();

      // Removing the factor a session passed drops that session to aal1 (Factor.DowngradeSessionsToAAL1).
      const other = await signIn('Bytt-1234!');
      await stepUp(other);
      const removed = await owner.auth.mfa.unenroll({ factorId });
      expect(removed.error).toBeNull();
      await other.auth.refreshSession();
      expect(await aalOf(other)).toBe('aal1');
      const refused = await other.auth.updateUser({ password: 'Igen-1234!' });
      expect(refused.error?.code).toBe('insufficient_aal');
    });
  });
});

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
