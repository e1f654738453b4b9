// The gateway and PostgREST under a burst and hostile input: no 5xx for 200 concurrent list requests, a NUL byte in
// a path or an oversized body; a persisted database keeps fsync on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_MAX_BODY_BYTES } from '../../supabase/local/body-limit.ts';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND, startTestStack } from './backends.ts';
import { rawPost } from './raw-post.ts';

describe(`gateway limits on a persisted stack (${BACKEND})`, () => {
  let stack: Stack;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gateway-limits-'));
    stack = await startTestStack({ dataDir });
  });
  afterAll(async () => {
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const headers = () => ({ apikey: stack.anonKey });

  it('keeps fsync on for a persisted database', async () => {
    const { rows } = await stack.sql.query<{ fsync: string }>('show fsync');
    expect(rows).toEqual([{ fsync: 'on' }]);
  });

  const burst = async (label: string, url: (i: number) => string) => {
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(url(i), { headers: { ...headers(), prefer: 'count=exact' } }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    console.log(
      `${label} (${BACKEND}): ${JSON.stringify(counts)} in ${Math.round(performance.now() - started)} ms`,
    );
    return counts;
  };

  it('answers 200 concurrent list requests without a 5xx', async () => {
    const counts = await burst(
      '200 concurrent lists',
      (i) =>
        `${stack.url}/rest/v1/reviews?select=id,rating,title,created_at&order=created_at.desc&offset=${i % 10}&limit=25`,
    );
    expect(Object.keys(counts).filter((status) => Number(status) >= 500)).toEqual([]);
  });

  it('queues a burst that keeps the database busy longer than PostgREST waits for a connection by default', async () => {
    // 200 requests of 60 ms each: over 12 s of work for PGlite's one session (PostgREST's default acquisition
    // timeout is 10 s); PostgreSQL's pool spreads them.
    await stack.sql.query(`
      create or replace function public.test_work(ms int) returns int language plpgsql stable as $$
      declare started timestamptz := clock_timestamp(); n int := 0;
      begin
        while clock_timestamp() < started + make_interval(secs => ms / 1000.0) loop n := n + 1; end loop;
        return n;
      end $$;
      grant execute on function public.test_work(int) to anon;`);
    await stack.reloadSchema();
    // The schema cache reload finishes in the background (under load, after the root already answers).
    await expect
      .poll(
        async () => (await fetch(`${stack.url}/rest/v1/rpc/test_work?ms=1`, { headers: headers() })).status,
        { timeout: 15000 },
      )
      .toBe(200);
    const counts = await burst(
      '200 concurrent 60 ms requests',
      () => `${stack.url}/rest/v1/rpc/test_work?ms=60`,
    );
    expect(counts).toEqual({ 200: 200 });
  });

  it('answers a NUL byte in the path with 400, not a 5xx', async () => {
    for (const path of ['/rest/v1/banks%00', '/rest/v1/banks%00?select=id', '/auth/v1/user%00']) {
      const response = await fetch(`${stack.url}${path}`, { headers: headers() });
      expect(response.status, path).toBe(400);
    }
    expect((await fetch(`${stack.url}/rest/v1/banks`, { headers: headers() })).status).toBe(200);
  });

  /** Posts `body` to /rest/v1/reviews with content-length `length`, or chunked (then ends the request). */
  const post = async (length: number, body: Buffer, chunked = false) =>
    (
      await rawPost(
        `${stack.url}/rest/v1/reviews`,
        { ...headers(), 'content-type': 'application/json' },
        chunked ? undefined : length,
        (req) => {
          req.write(body, () => undefined);
          if (chunked) req.end();
        },
      )
    ).status;

  it(`refuses /rest/v1 bodies over ${REST_MAX_BODY_BYTES} bytes with 413 before forwarding them`, async () => {
    // Declared too large: refused at once, without waiting for the body.
    expect(await post(REST_MAX_BODY_BYTES + 1, Buffer.from('{'))).toBe(413);
    // Chunked: refused when the body crosses the limit.
    const big = Buffer.alloc(REST_MAX_BODY_BYTES + 1024, 0x20);
    expect(await post(0, big, true)).toBe(413);
    // Below the limit the request reaches PostgREST (which rejects this invalid row with a 4xx of its own).
    const small = await fetch(`${stack.url}/rest/v1/reviews`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 9 }),
    });
    expect(small.status).toBeGreaterThanOrEqual(400);
    expect(small.status).toBeLessThan(500);
  });
});
