import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../supabase/local/keys.ts';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { call, userClient } from './auth-helpers.ts';
import { expectPreflight } from './http-checks.ts';
import { DEMO_PASSWORD } from '../helpers';

/** Sends a path byte for byte (fetch would resolve `..` and `//` before sending). */
function raw(
  stack: Stack,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
) {
  const url = new URL(stack.url);
  return new Promise<{
    status: number;
    body: string;
    headers: Record<string, string | string[] | undefined>;
  }>((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const options = { host: url.hostname, port: url.port, method, path, headers: { ...headers, ...length } };
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** A small deterministic generator, so a failing fuzz case can be replayed. */
function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

/**
 * Crash paths from the issue, the gateway (supabase/cli internal/start/templates/kong.yml) and a fuzz run:
 * every malformed request gets a 4xx with Supabase Auth's error body, none a 5xx, and the stack stays up.
 */
describe('auth robustness and the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack({
      auth: {
        rateLimit: {
          signInSignUps: 100_000,
          tokenVerifications: 100_000,
          emailSent: 100_000,
          tokenRefresh: 100_000,
        },
      },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const health = async () => (await fetch(`${stack.url}/auth/v1/health`)).status;

  it('GET // and GET /auth/v1// answer and the stack stays up', async () => {
    expect((await raw(stack, 'GET', '//')).status).toBeLessThan(500);
    expect((await raw(stack, 'GET', '/auth/v1//')).status).toBe(404);
    expect((await raw(stack, 'GET', '/auth/v1//health')).status).toBe(200);
    expect((await raw(stack, 'GET', '///auth/v1/health')).status).toBe(200);
    expect(await health()).toBe(200);
  });

  it('paths with .. are normalised before the key check, so they cannot skip it', async () => {
    const viaDots = await raw(stack, 'GET', '/auth/v1/../../rest/v1/credit_cards');
    expect(viaDots.status).toBe(401);
    expect(JSON.parse(viaDots.body).message).toBe('No API key found in request');
    const encoded = await raw(stack, 'GET', '/auth/v1/%2e%2e/%2E%2E/rest/v1/credit_cards');
    expect(encoded.status).toBe(401);
    const adminViaDots = await raw(stack, 'GET', '/auth/v1/verify/../admin/users', { apikey: stack.anonKey });
    // Normalised to /auth/v1/admin/users, which is no open route: the anon key's role is checked and refused.
    expect(adminViaDots.status).toBe(403);
    expect(JSON.parse(adminViaDots.body).error_code).toBe('not_admin');
  });

  it('lets /auth/v1 through without a key like the CLI, but refuses an invalid key', async () => {
    const settings = await call(stack, 'GET', '/auth/v1/settings', { apikey: null });
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ disable_signup: false, mailer_autoconfirm: true });
    const bad = await call(stack, 'GET', '/auth/v1/settings', { apikey: 'sb_publishable_fel' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Invalid API key');
  });

  it('an apikey query parameter works and is not passed on to PostgREST as a filter', async () => {
    const response = await fetch(
      `${stack.url}/rest/v1/credit_cards?select=id&limit=1&apikey=${stack.anonKey}`,
    );
    expect(response.status).toBe(200);
  });

  it('sb_publishable_ and sb_secret_ keys work with supabase-js (Authorization derived like the CLI)', async () => {
    const client = createClient(stack.url, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
    const signIn = await client.auth.signInWithPassword({
      email: 'admin@example.se',
      password: DEMO_PASSWORD,
    });
    expect(signIn.error).toBeNull();
    const rows = await client.from('credit_cards').select('id').limit(1);
    expect(rows.error).toBeNull();
    const secret = createClient(stack.url, LOCAL_SECRET_KEY, { auth: { persistSession: false } });
    const users = await secret.auth.admin.listUsers();
    expect(users.error).toBeNull();
    const publishableAsAdmin = await call(stack, 'GET', '/auth/v1/admin/users', {
      apikey: LOCAL_PUBLISHABLE_KEY,
      headers: { authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` },
    });
    expect(publishableAsAdmin.status).toBe(403);
  });

  it('CORS preflights: any origin as *, no credentials, cached with Access-Control-Max-Age', async () => {
    const asked = {
      origin: 'https://evil.example',
      method: 'POST',
      headers: 'apikey, content-type, x-client-info',
    };
    const { headers } = await expectPreflight(`${stack.url}/auth/v1/token?grant_type=password`, asked);
    expect(headers.get('access-control-max-age')).toBe('3600');
    expect(headers.get('access-control-allow-headers')).toContain('x-client-info');
  });

  it('an oversized body gets 413 and a 128 KB e-mail address a quick 400', async () => {
    const big = await raw(
      stack,
      'POST',
      '/auth/v1/signup',
      { apikey: stack.anonKey, 'content-type': 'application/json' },
      JSON.stringify({ email: 'a@b.se', password: 'x'.repeat(1024 * 1024) }),
    );
    expect(big.status).toBe(413);
    const longEmail = await call(stack, 'POST', '/auth/v1/signup', {
      body: { email: `${'a'.repeat(128 * 1024)}@example.se`, password: 'Starkt-123' },
    });
    expect(longEmail.status).toBe(400);
    expect(longEmail.body.msg).toBe('An email address is too long');
    const nested = await call(stack, 'POST', '/auth/v1/otp', {
      body: { email: `${'a.'.repeat(120)}@${'b-'.repeat(60)}` },
    });
    expect(nested.status).toBe(400);
    expect(await health()).toBe(200);
  });

  it('fuzz: 360 malformed requests, no 5xx, every error in Supabase Auth’s body, the stack still answers', async () => {
    const random = prng(20261123);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const paths = [
      '/auth/v1/signup',
      '/auth/v1/token?grant_type=password',
      '/auth/v1/token?grant_type=refresh_token',
      '/auth/v1/token?grant_type=pkce',
      '/auth/v1/token?grant_type=%00',
      '/auth/v1/verify',
      '/auth/v1/verify?type=signup&token=x&redirect_to=javascript:alert(1)',
      '/auth/v1/verify?type=%E0%A4%A&token=%',
      '/auth/v1/otp',
      '/auth/v1/magiclink',
      '/auth/v1/recover?redirect_to=%ZZ',
      '/auth/v1/resend',
      '/auth/v1/user',
      '/auth/v1/logout?scope=',
      '/auth/v1/factors',
      '/auth/v1/factors/not-a-uuid/verify',
      '/auth/v1/factors/00000000-0000-4000-8000-000000000000/challenge',
      '/auth/v1/admin/users',
      '/auth/v1/admin/users/%20',
      '/auth/v1/admin/users?page=-1&per_page=1e9',
      '/auth/v1/admin/generate_link',
      '/auth/v1/invite',
      '/auth/v1/user/identities/x',
      '/auth/v1/reauthenticate',
      '/auth/v1/authorize?provider=',
      '/auth/v1/%2e%2e/%2e%2e/',
    ];
    const values: unknown[] = [
      null,
      true,
      0,
      -1,
      1e308,
      '',
      ' ',
      'a@b',
      '@@',
      'x'.repeat(5000),
      '\u0000',
      '😀@😀.se',
      '<script>',
      [],
      ['a@b.se'],
      {},
      { $ne: null },
      'admin@example.se',
      'pkce_',
      '00000000-0000-4000-8000-000000000000',
    ];
    const keys = [
      'email',
      'password',
      'phone',
      'token',
      'token_hash',
      'type',
      'refresh_token',
      'auth_code',
      'code_verifier',
      'code_challenge',
      'code_challenge_method',
      'data',
      'user_metadata',
      'app_metadata',
      'factor_type',
      'challenge_id',
      'code',
      'create_user',
      'nonce',
      'ban_duration',
      'new_email',
      'redirect_to',
    ];
    const rawBodies = [
      '{',
      '[]',
      '"x"',
      '1',
      'null',
      '{"email":',
      '\u0000\u0001',
      '{"a":'.repeat(200),
      'x'.repeat(300),
    ];
    const tokens = [undefined, 'x', 'Bearer', stack.anonKey, stack.serviceRoleKey, 'a.b.c', 'eyJ.eyJ.sig'];
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (let i = 0; i < 360; i++) {
      const path = pick(paths);
      const usual = /\/(user|reauthenticate|authorize|admin\/users)(\?|$)/.test(path)
        ? 'GET'
        : path.includes('identities')
          ? 'DELETE'
          : 'POST';
      const method = random() < 0.75 ? usual : pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
      let body: string | undefined;
      if (method !== 'GET') {
        if (random() < 0.3) body = pick(rawBodies);
        else {
          const object: Record<string, unknown> = {};
          for (let k = 0; k < 1 + Math.floor(random() * 4); k++) object[pick(keys)] = pick(values);
          body = JSON.stringify(object);
        }
      }
      const token = pick(tokens);
      const headers: Record<string, string> = { apikey: stack.anonKey, 'content-type': 'application/json' };
      if (token) headers.authorization = token.includes('.') || token === 'x' ? `Bearer ${token}` : token;
      const response = await raw(stack, method, path, headers, body);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500)
        failures.push(`${method} ${path} ${body?.slice(0, 80)} → ${response.status}`);
      else if (response.status >= 400 && response.status !== 405) {
        let parsed: Record<string, unknown> = {};
        try {
          parsed = JSON.parse(response.body) as Record<string, unknown>;
        } catch {
          // reported below
        }
        const authShape = typeof parsed.error_code === 'string' && parsed.code === response.status;
        const gatewayShape = typeof parsed.message === 'string';
        if (!authShape && !gatewayShape)
          failures.push(`${method} ${path} → ${response.status} body ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    // The run reaches the handlers' validation, not only the router's 404/405.
    const validated = [400, 401, 403, 404, 422].reduce((sum, s) => sum + (statuses.get(s) ?? 0), 0);
    expect(validated).toBeGreaterThan(150);
    expect(await health()).toBe(200);
    const after = await userClient(stack).auth.signInWithPassword({
      email: 'admin@example.se',
      password: DEMO_PASSWORD,
    });
    expect(after.error).toBeNull();
  });
});
