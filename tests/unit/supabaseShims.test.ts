import { describe, expect, it, vi } from 'vitest';
import { StorageApiError as RealStorageApiError } from '@supabase/storage-js';
import { StorageApiError, StorageClient } from '../../src/shims/supabase-storage';
import { RealtimeClient } from '../../src/shims/supabase-realtime';
import { FunctionsClient, FunctionsHttpError } from '../../src/shims/supabase-functions';
// The ES module build, which the browser bundle uses (Node's require of the package gets the CommonJS copy).
import { FunctionsHttpError as RealFunctionsHttpError } from '@supabase/functions-js/dist/module/types.js';

const URL_BASE = 'http://127.0.0.1:54321/storage/v1';

describe('the lazy storage-js of the browser build', () => {
  it('loads storage-js on the first call, then hands out the real methods, synchronous ones too', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toBe(`${URL_BASE}/object/upload/sign/site-images/a/b.png`);
      return new Response(JSON.stringify({ url: '/object/upload/sign/site-images/a/b.png?token=t' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const client = new StorageClient(URL_BASE, { apikey: 'k' }, fetch as typeof globalThis.fetch);
    const bucket = client.from('site-images');
    const signed = await bucket.createSignedUploadUrl('a/b.png');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(signed.error).toBeNull();
    expect(signed.data?.token).toBe('t');
    // Loaded now: getPublicUrl answers synchronously, as storage-js's does.
    const publicUrl = bucket.getPublicUrl('a/b.png');
    expect(publicUrl).toEqual({ data: { publicUrl: `${URL_BASE}/object/public/site-images/a/b.png` } });
  });

  it('passes storage-js errors through, recognised as StorageApiError', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ statusCode: '403', error: 'Unauthorized', message: 'nope' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const client = new StorageClient(URL_BASE, {}, fetch as typeof globalThis.fetch);
    const { error } = await client.from('site-images').createSignedUploadUrl('x.png');
    expect(error).toBeInstanceOf(RealStorageApiError);
    expect(error).toBeInstanceOf(StorageApiError);
    expect((error as unknown as { statusCode: string }).statusCode).toBe('403');
    expect(new Error('other')).not.toBeInstanceOf(StorageApiError);
  });

  it('is not a thenable (awaiting a bucket does not call a method)', async () => {
    const client = new StorageClient(URL_BASE, {}, vi.fn() as typeof globalThis.fetch);
    const bucket = client.from('site-images');
    expect(await Promise.resolve(bucket)).toBe(bucket);
  });
});

describe('the Realtime stand-in', () => {
  it('keeps the token supabase-js hands it and refuses a channel, saying why', async () => {
    const realtime = new RealtimeClient('ws://127.0.0.1:54321/realtime/v1');
    await realtime.setAuth('token');
    expect(realtime.accessTokenValue).toBe('token');
    expect(realtime.getChannels()).toEqual([]);
    expect(() => realtime.channel()).toThrow(/Realtime is not part of this build/);
  });
});

describe('the lazy functions-js of the browser build', () => {
  it('invokes through the real client on first use; its errors are the real classes', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe('http://127.0.0.1:54321/functions/v1/admin-users');
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt');
      return new Response(JSON.stringify({ code: 'forbidden' }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const client = new FunctionsClient('http://127.0.0.1:54321/functions/v1', {
      customFetch: fetch as typeof globalThis.fetch,
    });
    client.setAuth('jwt');
    const { error } = await client.invoke('admin-users', { method: 'GET' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(FunctionsHttpError).toBe(RealFunctionsHttpError);
    expect(error).toBeInstanceOf(RealFunctionsHttpError);
    expect(error).toBeInstanceOf(FunctionsHttpError);
  });
});
