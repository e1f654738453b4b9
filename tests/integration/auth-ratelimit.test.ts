import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { loadAuthConfig } from '../../supabase/local/config.ts';
import { call, userClient } from './auth-helpers.ts';
import { DEMO_PASSWORD } from '../helpers';

/**
 * [auth.rate_limit] and [auth.email] max_frequency, after supabase/auth internal/api/ratelimits.go and
 * middleware.go (limitHandler, limitEmailOrPhoneSentHandler). Limits are made small here; the stack's
 * defaults come from supabase/config.toml.
 */
describe('auth rate limits', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack({
      auth: { rateLimit: { signInSignUps: 6, emailSent: 3 }, email: { maxFrequency: 60 } },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('reads the defaults from supabase/config.toml', () => {
    const config = loadAuthConfig();
    expect(config.rateLimit.signInSignUps).toBeGreaterThan(0);
    expect(config.rateLimit.emailSent).toBeGreaterThan(0);
    expect(config.additionalRedirectUrls.length).toBeGreaterThan(0);
  });

  it('max_frequency: a second mail to the same user within the interval is 429 over_email_send_rate_limit', async () => {
    const client = userClient(stack);
    expect((await client.auth.resetPasswordForEmail('user@example.se')).error).toBeNull();
    const again = await client.auth.resetPasswordForEmail('user@example.se');
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
  });

  it('email_sent: mails per hour for the project, then 429 over_email_send_rate_limit', async () => {
    const client = userClient(stack);
    expect((await client.auth.resetPasswordForEmail('admin@example.se')).error).toBeNull();
    expect((await client.auth.signInWithOtp({ email: 'forsta@example.se' })).error).toBeNull();
    const sent = stack.mailbox.length;
    const over = await call(stack, 'POST', '/auth/v1/otp', { body: { email: 'andra@example.se' } });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      code: 429,
      error_code: 'over_email_send_rate_limit',
      msg: 'Email rate limit exceeded',
    });
    expect(stack.mailbox.length).toBe(sent);
  });

  it('sign_in_sign_ups: after the limit even the right password gets 429, and /otp creates no users', async () => {
    const users = async () =>
      Number((await stack.sql.query<{ n: string }>('select count(*)::text as n from auth.users')).rows[0].n);
    const before = await users();
    const wrong = await userClient(stack).auth.signInWithPassword({
      email: 'admin@example.se',
      password: 'fel',
    });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const right = await userClient(stack).auth.signInWithPassword({
      email: 'admin@example.se',
      password: DEMO_PASSWORD,
    });
    expect(right.error?.status).toBe(429);
    expect(right.error?.code).toBe('over_request_rate_limit');
    for (let i = 0; i < 5; i++) {
      const otp = await call(stack, 'POST', '/auth/v1/otp', { body: { email: `massa${i}@example.se` } });
      expect(otp.status).toBe(429);
      expect(otp.body.msg).toBe('Request rate limit reached');
    }
    expect(await users()).toBe(before);
    // Other endpoints keep working.
    expect((await call(stack, 'GET', '/auth/v1/health')).status).toBe(200);
  });
});
