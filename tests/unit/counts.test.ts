import { describe, expect, it } from 'vitest';
import type { HttpError } from 'react-admin';
import { createDataProvider } from '../../src/providers/dataProvider';
import { recordingClient } from './recordingClient';

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
