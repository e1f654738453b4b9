// Issue 33, link check: the Edge Function `link-check` (real Deno behind the stack's /functions/v1) checks the
// published cards' apply_url and the banks' website_url against servers this test starts on 127.0.0.1: 200, HEAD
// refused then GET 200, 301 to another host, 404, 500, an answer slower than the timeout and a refused connection.
// Its answer, public.link_checks, Att göra's counts, two runs started at once, and who may start it. Both backends.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { freePort } from '../../supabase/local/ports.ts';
import { withTestStack } from './stack-fixture.ts';
import { personas, type Persona } from './personas.ts';

interface Seen {
  method: string;
  path: string;
  userAgent: string;
}

/** One server per kind of answer, each recording the requests it got. */
function serve(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<{
  server: Server;
  url: string;
  port: number;
  seen: Seen[];
}> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', userAgent: req.headers['user-agent'] ?? '' });
    answer(req, res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, port, seen });
    }),
  );
}

const TIMEOUT_MS = 800;

describe('link check: Edge Function, results and Att göra', () => {
  let stack: Stack;
  let clients: Record<Persona, SupabaseClient>;
  const servers: Server[] = [];
  const kinds = {} as Record<
    'ok' | 'headRefused' | 'target' | 'redirect' | 'missing' | 'failing' | 'slow',
    Awaited<ReturnType<typeof serve>>
  >;
  let refusedUrl = '';
  const cards: Record<string, number> = {};
  const banks: Record<string, number> = {};

  const invoke = async (token: string | undefined, body: unknown = { timeout_ms: TIMEOUT_MS }) => {
    const response = await fetch(`${stack.url}/functions/v1/link-check`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { apikey: stack.anonKey, Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const tokenOf = async (persona: Persona) =>
    (await clients[persona].auth.getSession()).data.session?.access_token;

  withTestStack(
    async (started) => {
      stack = started;
      clients = (await personas(stack)) as Record<Persona, SupabaseClient>;
      kinds.ok = await serve((_req, res) => res.writeHead(200).end('ok'));
      kinds.headRefused = await serve((req, res) => res.writeHead(req.method === 'HEAD' ? 405 : 200).end());
      kinds.target = await serve((_req, res) => res.writeHead(200).end('annan webbplats'));
      // Another host: the same loopback server under the name localhost.
      kinds.redirect = await serve((_req, res) =>
        res.writeHead(301, { Location: `http://localhost:${kinds.target.port}/kampanj` }).end(),
      );
      kinds.missing = await serve((_req, res) => res.writeHead(404).end());
      kinds.failing = await serve((_req, res) => res.writeHead(500).end());
      kinds.slow = await serve((_req, res) => {
        const timer = setTimeout(() => res.writeHead(200).end(), TIMEOUT_MS * 4);
        res.on('close', () => clearTimeout(timer));
      });
      servers.push(...Object.values(kinds).map((k) => k.server));
      refusedUrl = `http://127.0.0.1:${await freePort()}/ansok`;

      // Every link points at these servers: two banks, five published cards, the rest without a link.
      await stack.sql.query(`update public.banks set website_url = null where true`);
      await stack.sql.query(`update public.credit_cards set apply_url = null where true`);
      const bankIds = (
        await stack.sql.query<{ id: number }>(`select id from public.banks order by id limit 2`)
      ).rows;
      const cardIds = (
        await stack.sql.query<{ id: number }>(
          `select id from public.credit_cards where is_published order by id limit 5`,
        )
      ).rows;
      expect(cardIds).toHaveLength(5);
      const bankLinks = { ok: `${kinds.ok.url}/`, headRefused: `${kinds.headRefused.url}/bank` };
      const cardLinks = {
        redirect: `${kinds.redirect.url}/ansok`,
        missing: `${kinds.missing.url}/borta`,
        failing: `${kinds.failing.url}/fel`,
        slow: `${kinds.slow.url}/langsam`,
        refused: refusedUrl,
      };
      for (const [i, [kind, url]] of Object.entries(bankLinks).entries()) {
        banks[kind] = Number(bankIds[i].id);
        await stack.sql.query(`update public.banks set website_url = $1 where id = $2`, [url, bankIds[i].id]);
      }
      for (const [i, [kind, url]] of Object.entries(cardLinks).entries()) {
        cards[kind] = Number(cardIds[i].id);
        await stack.sql.query(`update public.credit_cards set apply_url = $1 where id = $2`, [
          url,
          cardIds[i].id,
        ]);
      }
      // pg_net's worker sends only when a test drains it.
    },
    { net: { intervalMs: null } },
  );
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('refuses callers who are no admin, and a GET', async () => {
    expect((await invoke(undefined)).status).toBe(401);
    expect((await invoke(stack.anonKey)).body).toMatchObject({ code: 'not_admin' });
    expect((await invoke(await tokenOf('user'))).body).toMatchObject({ code: 'not_admin' });
    // An admin with MFA who signed in with the password only may read but not write.
    expect((await invoke(await tokenOf('mfaAdminAal1'))).status).toBe(403);
    const get = await fetch(`${stack.url}/functions/v1/link-check`, {
      headers: { Authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(get.status).toBe(405);
    expect((await stack.sql.query(`select * from public.link_check_runs`)).rows).toEqual([]);
  });

  it('checks each link once, politely, and answers with what it found', async () => {
    const started = Date.now();
    // Two runs at once (the schedule and an admin): one checks, the other is told a run is in progress.
    const [first, second] = await Promise.all([invoke(stack.serviceRoleKey), invoke(await tokenOf('admin'))]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const run = first.status === 200 ? first.body : second.body;
    const refused = first.status === 409 ? first.body : second.body;
    expect(refused).toMatchObject({ code: 'already_running' });
    expect(run).toMatchObject({ links: 7, ok: 2, redirected: 1, broken: 4 });
    const results = run.results as Array<Record<string, unknown>>;
    const ofCard = (kind: string) => results.find((r) => r.card_id === cards[kind]);
    const ofBank = (kind: string) => results.find((r) => r.bank_id === banks[kind]);
    expect(ofBank('ok')).toMatchObject({ outcome: 'ok', status_code: 200, final_host: '127.0.0.1' });
    expect(ofBank('headRefused')).toMatchObject({ outcome: 'ok', status_code: 200 });
    expect(ofCard('redirect')).toMatchObject({
      outcome: 'redirected',
      status_code: 200,
      final_host: 'localhost',
    });
    expect(ofCard('missing')).toMatchObject({ outcome: 'broken', status_code: 404, error: null });
    expect(ofCard('failing')).toMatchObject({ outcome: 'broken', status_code: 500 });
    expect(ofCard('slow')).toMatchObject({ outcome: 'broken', status_code: null, error: 'timeout' });
    expect(ofCard('refused')).toMatchObject({ outcome: 'broken', status_code: null, error: 'unreachable' });
    expect(ofCard('slow')!.response_ms as number).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(ofCard('slow')!.response_ms as number).toBeLessThan(TIMEOUT_MS * 3);
    expect(Date.now() - started).toBeLessThan(30_000);

    // HEAD first, GET only where HEAD was refused; one request per link (no second run), with the site's name.
    expect(kinds.ok.seen.map((s) => s.method)).toEqual(['HEAD']);
    expect(kinds.headRefused.seen.map((s) => s.method)).toEqual(['HEAD', 'GET']);
    expect(kinds.missing.seen.map((s) => s.method)).toEqual(['HEAD', 'GET']);
    expect(kinds.redirect.seen.map((s) => s.method)).toEqual(['HEAD']);
    expect(kinds.target.seen.map((s) => `${s.method} ${s.path}`)).toEqual(['HEAD /kampanj']);
    expect(kinds.ok.seen[0].userAgent).toMatch(/^Kortjamfor-lankkontroll\//);

    // Saved for admins: one row per link, and the run closed.
    const saved = await stack.sql.query<{ outcome: string; n: number }>(
      `select outcome, count(*)::int as n from public.link_checks group by 1 order by 1`,
    );
    expect(saved.rows).toEqual([
      { outcome: 'broken', n: 4 },
      { outcome: 'ok', n: 2 },
      { outcome: 'redirected', n: 1 },
    ]);
    const runs = await stack.sql.query<{ links: number; open: boolean }>(
      `select links, finished_at is null as open from public.link_check_runs`,
    );
    expect(runs.rows).toEqual([{ links: 7, open: false }]);
  });

  it('shows the counts in Att göra, and admins alone read the results', async () => {
    const { data, error } = await clients.admin.rpc('dashboard_summary', {
      p_stale_before: '2025-01-01',
      p_scheduled_from: new Date().toISOString(),
      p_scheduled_to: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      p_changes_since: '2025-01-01',
    });
    expect(error).toBeNull();
    expect((data as { todo: Record<string, number> }).todo).toMatchObject({
      'links-broken': 4,
      'links-redirected': 1,
    });
    const adminRead = await clients.admin
      .from('link_checks')
      .select('card_id, outcome')
      .eq('outcome', 'broken');
    expect(adminRead.data).toHaveLength(4);
    for (const persona of ['anon', 'user'] as const) {
      const { data: rows } = await clients[persona].from('link_checks').select('id');
      expect(rows ?? [], persona).toEqual([]);
      const write = await clients[persona].rpc('link_check_begin');
      expect(write.error?.code, persona).toBe('42501');
    }
    const forged = await clients.admin.from('link_checks').delete().eq('outcome', 'broken').select('id');
    expect(forged.data ?? []).toEqual([]);
  });

  it('a fixed link is fine after the next run, and a run left unfinished stops blocking after 15 minutes', async () => {
    await stack.sql.query(`update public.credit_cards set apply_url = $1 where id = $2`, [
      `${kinds.ok.url}/lagad`,
      cards.missing,
    ]);
    await stack.sql.query(
      `insert into public.link_check_runs (started_at) values (now() - interval '16 minutes')`,
    );
    const again = await invoke(await tokenOf('admin'));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ links: 7, ok: 3, broken: 3 });
    const abandoned = await stack.sql.query(`select id from public.link_check_runs where abandoned`);
    expect(abandoned.rows).toHaveLength(1);
  });

  it("the schedule's call goes through pg_net's stand-in to the function, with the URL and key from Vault", async () => {
    const runsBefore = (await stack.sql.query(`select id from public.link_check_runs`)).rows.length;
    // What pg_cron runs, as the job's user (postgres, who ran the migration).
    const queued = await stack.sql.transaction((tx) =>
      tx
        .query(`set local role postgres`)
        .then(() => tx.query<{ id: string }>(`select private.start_link_check()::text as id`)),
    );
    const requestId = queued.rows[0].id;
    expect(requestId).toMatch(/^\d+$/);
    const request = await stack.sql.query<{ url: string; auth: string }>(
      `select url, headers->>'Authorization' as auth from net.http_request_queue where id = $1`,
      [requestId],
    );
    expect(request.rows).toEqual([
      { url: `${stack.url}/functions/v1/link-check`, auth: `Bearer ${stack.serviceRoleKey}` },
    ]);
    await stack.net!.drain();
    const answer = await stack.sql.query<{ status_code: number; content: string; timed_out: boolean }>(
      `select status_code, content, timed_out from net._http_response where id = $1`,
      [requestId],
    );
    expect(answer.rows[0]).toMatchObject({ status_code: 200, timed_out: false });
    expect(JSON.parse(answer.rows[0].content)).toMatchObject({ links: 7 });
    const runs = await stack.sql.query(`select id from public.link_check_runs`);
    expect(runs.rows).toHaveLength(runsBefore + 1);
  });
});
