import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { signedIn } from './personas.ts';

const BUCKET = 'site-images';
// A PNG signature followed by the bytes 0…255 four times: every range's content is easy to predict.
const BODY = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from(Array.from({ length: 1024 }, (_, i) => i % 256)),
]);
const SIZE = BODY.length;

/** Range / 206 / Content-Range / 416 on downloads, as Supabase Storage serves them (supabase/local/storage/range.ts). */
describe('Storage downloads with byte ranges', () => {
  let stack: Stack;
  let admin: SupabaseClient;
  const path = 'test/ranges.png';
  let publicUrl: string;
  let authUrl: string;
  let token: string;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await signedIn(stack, 'admin@example.se');
    const { error } = await admin.storage.from(BUCKET).upload(path, BODY, { contentType: 'image/png' });
    if (error) throw error;
    publicUrl = admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    authUrl = `${stack.url}/storage/v1/object/authenticated/${BUCKET}/${path}`;
    token = (await admin.auth.getSession()).data.session!.access_token;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const get = (url: string, range?: string, method = 'GET') =>
    fetch(url, {
      method,
      headers: {
        apikey: stack.anonKey,
        ...(url === authUrl ? { authorization: `Bearer ${token}` } : {}),
        ...(range ? { range } : {}),
      },
    });

  it.each([
    ['bytes=0-7', 0, 7],
    ['bytes=8-15', 8, 15],
    ['Bytes=100-', 100, SIZE - 1],
    ['BYTES=-10', SIZE - 10, SIZE - 1],
    ['bytes=1000-99999', 1000, SIZE - 1],
    ['bytes=-99999', 0, SIZE - 1],
  ])('serves %s as 206 with Content-Range and exactly those bytes', async (range, start, end) => {
    for (const url of [publicUrl, authUrl]) {
      const response = await get(url, range);
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(BODY.subarray(start, end + 1));
    }
  });

  it('answers a HEAD with a range with the range headers and no body', async () => {
    const response = await get(publicUrl, 'bytes=0-9', 'HEAD');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-9/${SIZE}`);
    expect(response.headers.get('content-length')).toBe('10');
  });

  it('answers 416 with Content-Range bytes */size for a range past the end, and an empty suffix', async () => {
    for (const range of [`bytes=${SIZE}-`, `bytes=${SIZE + 50}-${SIZE + 60}`, 'bytes=-0']) {
      const response = await get(publicUrl, range);
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${SIZE}`);
      expect(await response.json()).toMatchObject({ statusCode: '416', error: 'InvalidRange' });
    }
  });

  it('ignores a header that is not one byte range: the whole object, 200', async () => {
    for (const range of ['items=0-5', 'bytes=5-2', 'bytes=0-1,4-5', 'bytes=abc']) {
      const response = await get(publicUrl, range);
      expect(response.status, range).toBe(200);
      expect(response.headers.get('content-range')).toBeNull();
      expect(Buffer.from(await response.arrayBuffer())).toEqual(BODY);
    }
  });

  it('answers 304 to a matching If-None-Match before looking at the range', async () => {
    const etag = (await get(publicUrl)).headers.get('etag')!;
    const response = await fetch(publicUrl, { headers: { range: 'bytes=0-1', 'if-none-match': etag } });
    expect(response.status).toBe(304);
  });

  it('the supabase-js download still gets the whole file', async () => {
    const { data, error } = await admin.storage.from(BUCKET).download(path);
    expect(error).toBeNull();
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(BODY);
  });
});
