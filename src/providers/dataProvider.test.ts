import { describe, expect, it } from 'vitest';
import { AppSupabaseClient } from './appSupabaseClient';
import type { HttpError } from 'react-admin';
import { createDataProvider } from './dataProvider';
import { applyRaFilter } from './raFilter';
import { i18nProvider } from './i18nProvider';

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body, when the request has one. */
  body?: unknown;
}

/** A real supabase-js client whose requests are recorded and answered by `answer`. */
function recordingClient(answer: (request: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = request.body ? await request.clone().text() : '';
    const entry: Sent = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      ...(text ? { body: JSON.parse(text) as unknown } : {}),
    };
    sent.push(entry);
    return answer(entry);
  };
  const client = new AppSupabaseClient('http://127.0.0.1:54321', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch },
  });
  return { client, sent };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const tables = { cards: 'credit_cards', reviews: 'reviews' };

describe('applyRaFilter (how the to-do links filter; the summary test counts with it)', () => {
  it('reads react-admin filters as the lists do, on a HEAD count=exact request', async () => {
    const { client, sent } = recordingClient(
      () => new Response(null, { headers: { 'Content-Range': '*/7' } }),
    );
    const { count } = await applyRaFilter(
      client.from('credit_cards').select('id', { count: 'exact', head: true }),
      { is_published: true, 'example_updated_on@lt': '2025-11-23', 'name@ilike': 'guld' },
    );
    expect(count).toBe(7);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('HEAD');
    expect(sent[0].headers.get('Prefer')).toContain('count=exact');
    expect(Object.fromEntries(sent[0].url.searchParams)).toEqual({
      select: 'id',
      is_published: 'eq.true',
      example_updated_on: 'lt.2025-11-23',
      name: 'ilike.*guld*',
    });
  });

  it('puts two bounds on one column and keeps an or-group whole', async () => {
    const { client, sent } = recordingClient(
      () => new Response(null, { headers: { 'Content-Range': '*/0' } }),
    );
    await applyRaFilter(client.from('news_articles').select('id', { count: 'exact', head: true }), {
      'published_at@gte': '2026-11-23',
      'published_at@lte': '2026-11-30',
      '@or': { 'title@ilike': 'kort', status: 'draft' },
    });
    expect(sent[0].url.searchParams.getAll('published_at')).toEqual(['gte.2026-11-23', 'lte.2026-11-30']);
    expect(sent[0].url.searchParams.get('or')).toBe('(title.ilike.*kort*,status.eq.draft)');
  });
});

describe('dataProvider.getDashboardSummary', () => {
  const bounds = {
    staleBefore: '2025-11-23',
    scheduledFrom: '2026-11-23T12:00:00.000Z',
    scheduledTo: '2026-11-30T12:00:00.000Z',
    changesSince: '2026-11-16',
  };

  it('is one POST to the RPC dashboard_summary with the bounds, answered as is', async () => {
    const summary = { todo: { reviews: 2 }, oldest_pending_inquiry: null };
    const { client, sent } = recordingClient(() => json(200, summary));
    expect(await createDataProvider({ tables, client }).getDashboardSummary(bounds)).toEqual(summary);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url.pathname).toBe('/rest/v1/rpc/dashboard_summary');
  });

  it('answers a refusal with a Swedish HttpError', async () => {
    const { client } = recordingClient(() =>
      json(403, { code: '42501', message: 'Endast administratörer får se översikten' }),
    );
    const error = (await createDataProvider({ tables, client })
      .getDashboardSummary(bounds)
      .catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(403);
    expect(error.message).not.toContain('permission denied');
  });
});

describe('dataProvider.getAuditActors', () => {
  it('calls the RPC audit_actors and returns its rows', async () => {
    const rows = [{ actor_id: 'a1', email: 'admin@example.se' }];
    const { client, sent } = recordingClient(() => json(200, rows));
    expect(await createDataProvider({ tables, client }).getAuditActors()).toEqual(rows);
    expect(sent[0].url.pathname).toBe('/rest/v1/rpc/audit_actors');
  });
});

describe('the admins resource', () => {
  const row = {
    id: 'u1',
    email: 'anna@example.se',
    last_sign_in_at: null,
    mfa: false,
    granted_at: '2026-11-23T10:00:00Z',
    is_self: false,
    role: 'admin' as const,
  };

  it('lists, invites and revokes through the Edge Function admin-users', async () => {
    const { client, sent } = recordingClient(({ method }) =>
      method === 'GET'
        ? json(200, { admins: [row] })
        : method === 'POST'
          ? json(201, { id: 'u2', email: 'ny@example.se', role: 'editor', invited: true })
          : method === 'PATCH'
            ? json(200, { id: 'u1', role: 'editor' })
            : json(200, { id: 'u1' }),
    );
    const provider = createDataProvider({ tables, client });
    expect(await provider.getList('admins', {})).toEqual({ data: [row], total: 1 });
    const created = await provider.create('admins', { data: { email: ' ny@example.se ', role: 'editor' } });
    expect(created.data).toEqual({ id: 'u2', email: 'ny@example.se', role: 'editor', invited: true });
    const changed = await provider.update('admins', {
      id: 'u1',
      data: { role: 'editor' },
      previousData: row,
    });
    expect(changed.data).toEqual({ ...row, role: 'editor' });
    await provider.delete('admins', { id: 'u1', previousData: row });
    expect(sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
      'GET /functions/v1/admin-users',
      'POST /functions/v1/admin-users',
      'PATCH /functions/v1/admin-users/u1',
      'DELETE /functions/v1/admin-users/u1',
    ]);
    expect(sent[1].body).toMatchObject({ email: 'ny@example.se', role: 'editor' });
    expect(sent[2].body).toEqual({ role: 'editor' });
  });

  const failure = async (response: () => Response | Promise<Response>) => {
    const { client } = recordingClient(response);
    const provider = createDataProvider({ tables, client });
    const error = (await provider
      .create('admins', { data: { email: 'anna@example.se' } })
      .catch((e: unknown) => e)) as HttpError;
    return { error, text: i18nProvider.translate(error.message, { email: 'anna@example.se' }) };
  };

  it("maps the function's codes to Swedish messages", async () => {
    const taken = await failure(() => json(409, { code: 'already_admin', message: 'x' }));
    expect(taken.error.status).toBe(409);
    expect(taken.text).toBe('anna@example.se är redan administratör');
    expect((await failure(() => json(400, { code: 'invalid_email', message: 'x' }))).text).toBe(
      'Ange en giltig e-postadress',
    );
  });

  it('falls back on the status for a body too large, a spent e-mail quota and unknown codes', async () => {
    expect((await failure(() => json(413, { code: 'something_new' }))).error.message).toBe(
      'app.admins.errors.payload_too_large',
    );
    expect((await failure(() => json(429, {}))).error.message).toBe('app.admins.errors.email_quota_exceeded');
    expect((await failure(() => new Response('oops', { status: 500 }))).text).toBe(
      'Något gick fel, försök igen',
    );
    expect(
      (
        await failure(() => {
          throw new TypeError('Failed to fetch');
        })
      ).text,
    ).toBe('Kunde inte nå servern, försök igen');
  });
});
