// One slow request cannot hold the database longer than its role's statement_timeout (anon 3 s, authenticated 8 s,
// bootstrap/roles.sql): PostgreSQL cancels it with 57014, and on PGlite (one shared session) sign-ins waiting behind
// it answer as soon as it is cancelled.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../supabase/local/stack.ts';
import { ADMIN } from '../helpers.ts';
import { BACKEND, startTestStack } from './backends.ts';

describe(`statement timeouts per role (${BACKEND})`, () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startTestStack();
    // A statement that keeps the backend busy for as long as it is asked to (CPU, not sleep).
    await stack.sql.query(`
      create function public.test_busy(seconds float8) returns bigint language plpgsql as $$
      declare
        started timestamptz := clock_timestamp();
        n bigint := 0;
      begin
        while clock_timestamp() < started + make_interval(secs => seconds) loop
          n := n + 1;
        end loop;
        return n;
      end $$;
      grant execute on function public.test_busy(float8) to anon, authenticated;`);
    await stack.reloadSchema();
  });
  afterAll(async () => {
    await stack?.sql.query('drop function if exists public.test_busy(float8)').catch(() => undefined);
    await stack?.stop();
  });

  const busy = async (seconds: number, token: string) => {
    const started = performance.now();
    const response = await fetch(`${stack.url}/rest/v1/rpc/test_busy`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ seconds }),
    });
    return { status: response.status, body: await response.json(), ms: performance.now() - started };
  };

  const signIn = async () => {
    const started = performance.now();
    const client = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const { data, error } = await client.auth.signInWithPassword(ADMIN);
    expect(error).toBeNull();
    return { token: data.session!.access_token, at: performance.now(), ms: performance.now() - started };
  };

  it("cancels an anonymous statement at anon's 3 s while a sign-in still answers", async () => {
    const slow = busy(30, stack.anonKey);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = signIn();
    const cancelled = await slow;
    const cancelledAt = performance.now();
    expect(cancelled.status).toBe(500);
    expect(cancelled.body).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    expect(cancelled.ms).toBeGreaterThan(2900);
    expect(cancelled.ms).toBeLessThan(5000);
    // The sign-in sent while the statement ran answers within 1 s of the cancellation, and the next one at once.
    const waited = await during;
    expect(waited.at - cancelledAt).toBeLessThan(1000);
    const after = await signIn();
    expect(after.ms).toBeLessThan(1000);
    // The session is usable again; a short statement is not cancelled.
    const short = await busy(0.2, stack.anonKey);
    expect(short.status).toBe(200);
  });

  it("cancels a signed-in user's statement at authenticated's 8 s", async () => {
    const { token } = await signIn();
    const cancelled = await busy(30, token);
    expect(cancelled.status).toBe(500);
    expect(cancelled.body).toMatchObject({ code: '57014' });
    expect(cancelled.ms).toBeGreaterThan(7900);
    expect(cancelled.ms).toBeLessThan(10000);
    const { rows } = await stack.sql.query<{ ok: number }>('select 1 as ok');
    expect(rows).toEqual([{ ok: 1 }]);
  });

  it('never cancels a statement of a role without a timeout, however long it runs', async () => {
    // Other timers share PostgreSQL's one alarm (the idle stats flush fires about every 10 s): only
    // statement_timeout may cancel. A migration, the seed or postgres-meta run as roles without a timeout.
    await stack.sql.query(`select public.test_busy(0.05)`);
    const started = performance.now();
    const { rows } = await stack.sql.query<{ n: string }>('select public.test_busy(12) as n');
    expect(Number(rows[0].n)).toBeGreaterThan(0);
    expect(performance.now() - started).toBeGreaterThan(11900);
  });
});
