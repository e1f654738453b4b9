// Issue 31, item 9: one anonymous JSON body under the 100 MB limit held the PGlite stack (sign-ins and reads waited
// up to 74 s). The gateway now refuses /rest/v1 bodies over the caller's role's limit (supabase/local/body-limit.ts)
// before PostgREST or the database sees them.
import type { ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_MAX_BODY_BYTES } from '../../supabase/local/body-limit.ts';
import type { Stack } from '../../supabase/local/stack.ts';
import { DEMO_PASSWORD } from '../helpers.ts';
import { createConfirmedUser, signedInClient, userClient } from './auth-helpers.ts';
import { BACKEND, startTestStack } from './backends.ts';
import { rawPost, writeBytes } from './raw-post.ts';

const EMAIL = 'body-limit@example.se';
const MB90 = 90 * 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`/rest/v1 body limits by role (${BACKEND})`, () => {
  let stack: Stack;
  let userToken: string;

  beforeAll(async () => {
    stack = await startTestStack();
    await createConfirmedUser(stack, EMAIL);
    const client = await signedInClient(stack, EMAIL);
    userToken = (await client.auth.getSession()).data.session!.access_token;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** Posts `size` bytes to /rest/v1/reviews, declared (or chunked) and written in 64 KB pieces. */
  const post = (size: number, options: { token?: string; chunked?: boolean } = {}) => {
    let sending: ClientRequest | undefined;
    const answer = rawPost(
      `${stack.url}/rest/v1/reviews`,
      {
        apikey: stack.anonKey,
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      options.chunked ? undefined : size,
      (req) => {
        sending = req;
        // The server closes the connection after refusing; the rest of the write then fails, as intended.
        req.on('error', () => undefined);
        writeBytes(req, size);
      },
    );
    return { answer, stop: () => sending?.destroy() };
  };

  const client = () => userClient(stack);
  const timed = async (work: () => PromiseLike<{ error: unknown }>) => {
    const started = performance.now();
    const { error } = await work();
    expect(error).toBeNull();
    return performance.now() - started;
  };
  /** How long a read and a sign-in take, made together. */
  const probe = (reader: ReturnType<typeof client>) =>
    Promise.all([
      timed(() => reader.from('banks').select('id').limit(1)),
      timed(() => reader.auth.signInWithPassword({ email: EMAIL, password: DEMO_PASSWORD })),
    ]);

  /** The slowest of a read and a sign-in made while `busy` runs, probed every 200 ms (for at most 15 s). */
  const slowestWhile = async (busy: Promise<unknown>) => {
    let done = false;
    void busy.finally(() => (done = true)).catch(() => undefined);
    const reader = client();
    let slowest = 0;
    const until = performance.now() + 15000;
    // Also after the answer: a body that was let through is then still being parsed by the database.
    let after = 3;
    while (performance.now() < until && (!done || after-- > 0)) {
      const times = await Promise.race([probe(reader), sleep(5000).then(() => [5000])]);
      slowest = Math.max(slowest, ...times);
      if (slowest >= 5000) break;
      await sleep(200);
    }
    return slowest;
  };

  it('refuses a 90 MB anonymous body with 413 while reads and sign-ins keep answering within 1 s', async () => {
    // What a read and a sign-in take on this machine without the body (the machine may be busy).
    const reader = client();
    let usual = 0;
    for (let i = 0; i < 3; i++) usual = Math.max(usual, ...(await probe(reader)));
    for (const chunked of [false, true]) {
      const big = post(MB90, { chunked });
      const slowest = await slowestWhile(big.answer);
      console.log(
        `90 MB anonymous body (${chunked ? 'chunked' : 'declared'}, ${BACKEND}): slowest read/sign-in ${Math.round(slowest)} ms (usual ${Math.round(usual)} ms)`,
      );
      big.stop();
      // Stalled by at most 1 s more than usual.
      expect(slowest - usual).toBeLessThan(1000);
      expect((await big.answer).status).toBe(413);
    }
  });

  it('limits anon to 1 MiB and authenticated to 8 MiB; smaller bodies reach PostgREST', async () => {
    const status = async (size: number, token?: string) => (await post(size, { token }).answer).status;
    expect(ROLE_MAX_BODY_BYTES.anon).toBe(1024 * 1024);
    expect(ROLE_MAX_BODY_BYTES.authenticated).toBe(8 * 1024 * 1024);
    expect(await status(ROLE_MAX_BODY_BYTES.anon + 1)).toBe(413);
    expect(await status(ROLE_MAX_BODY_BYTES.authenticated + 1, userToken)).toBe(413);
    // Chunked, the limit is counted as the body arrives.
    expect((await post(ROLE_MAX_BODY_BYTES.anon + 64 * 1024, { chunked: true }).answer).status).toBe(413);
    // Below the limits the body reaches PostgREST, which answers 'x…' (not JSON) with a 4xx of its own.
    for (const [size, token] of [
      [64 * 1024, undefined],
      [2 * 1024 * 1024, userToken],
    ] as const) {
      const answer = await post(size, { token }).answer;
      expect(answer.status, `${size}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${size}`).toBeLessThan(500);
      expect(answer.status, `${size}`).not.toBe(413);
    }
    // A forged token does not buy the service_role's limit: it does not verify, so anon's applies.
    const forged = `${userToken.split('.').slice(0, 2).join('.')}.invalid`;
    expect(await status(ROLE_MAX_BODY_BYTES.anon + 1, forged)).toBe(413);
  });
});
