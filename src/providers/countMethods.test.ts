import { describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import type { HttpError } from 'react-admin';
import { createDataProvider } from './dataProvider';
import type { Database } from '../types/database';

/** A real supabase-js client whose requests are recorded and answered by `answer`. */
function recordingClient(answer: (url: URL) => Response) {
  const sent: Array<{ method: string; url: URL; prefer: string | null }> = [];
  const client = createClient<Database>('http://127.0.0.1:54321', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        sent.push({ method: request.method, url, prefer: request.headers.get('Prefer') });
        return answer(url);
      },
    },
  });
  return { client, sent };
}

describe('dataProvider.getCount', () => {
  const tables = { inquiries: 'expert_inquiries' };

  it("is a count-only HEAD on the route's table with Prefer: count=exact, the filter read as the list reads it", async () => {
    const { client, sent } = recordingClient(
      () => new Response(null, { headers: { 'Content-Range': '*/36' } }),
    );
    const provider = createDataProvider({ tables, client });
    expect(await provider.getCount('inquiries')).toBe(36);
    expect(await provider.getCount('inquiries', { filter: { status: 'pending' } })).toBe(36);
    expect(sent.map((r) => [r.method, r.url.pathname, r.url.search, r.prefer])).toEqual([
      ['HEAD', '/rest/v1/expert_inquiries', '?select=id', 'count=exact'],
      ['HEAD', '/rest/v1/expert_inquiries', '?select=id&status=eq.pending', 'count=exact'],
    ]);
  });

  it('answers a refusal with a Swedish HttpError, never a count of 0', async () => {
    const { client } = recordingClient(() => new Response(null, { status: 401 }));
    const error = (await createDataProvider({ tables, client })
      .getCount('inquiries')
      .catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/^(app|ra)\./);
  });
});
