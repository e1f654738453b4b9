import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FunctionsHttpError } from '@supabase/functions-js';
import { StorageClient } from '@supabase/storage-js';
import { AppSupabaseClient } from '../../src/providers/appSupabaseClient';
import * as realtimeStandIn from '../../src/shims/supabase-realtime';
import * as storageStandIn from '../../src/shims/supabase-storage';
import * as functionsStandIn from '../../src/shims/supabase-functions';
import { SUPABASE_CLIENT_STAND_INS, isSupabaseClientImport } from '../../build/supabaseClientsPlugin';

const BASE = 'http://127.0.0.1:54321';
const STAND_INS: Record<string, object> = {
  '@supabase/realtime-js': realtimeStandIn,
  '@supabase/storage-js': storageStandIn,
  '@supabase/functions-js': functionsStandIn,
};

/** An app client whose requests are recorded and answered with `body` and `status`. */
function recordingClient(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  const client = new AppSupabaseClient(BASE, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch },
  });
  const sent = (call: number) => {
    const [input, init] = fetch.mock.calls[call]!;
    return { url: String(input), headers: new Headers(init?.headers) };
  };
  return { client, fetch, sent };
}

describe('Storage and Edge Functions, loaded on first use by the app client', () => {
  it("loadStorage makes storage-js's client as supabase-js does: its URL, the anon key, the caller's bearer", async () => {
    const { client, fetch, sent } = recordingClient({
      url: '/object/upload/sign/site-images/a/b.png?token=t',
    });
    const storage = await client.loadStorage();
    expect(storage).toBeInstanceOf(StorageClient);
    expect(await client.loadStorage()).toBe(storage);
    const bucket = storage.from('site-images');
    const signed = await bucket.createSignedUploadUrl('a/b.png');
    expect(signed.data?.token).toBe('t');
    expect(fetch).toHaveBeenCalledTimes(1);
    const { url, headers } = sent(0);
    expect(url).toBe(`${BASE}/storage/v1/object/upload/sign/site-images/a/b.png`);
    expect(headers.get('apikey')).toBe('anon-key');
    // No session: the anon key is the bearer, as for supabase-js's own storage.
    expect(headers.get('Authorization')).toBe('Bearer anon-key');
    // The real client: getPublicUrl is synchronous.
    expect(bucket.getPublicUrl('a/b.png')).toEqual({
      data: { publicUrl: `${BASE}/storage/v1/object/public/site-images/a/b.png` },
    });
  });

  it("loadFunctions makes functions-js's client; its errors are functions-js's classes", async () => {
    const { client, sent } = recordingClient({ code: 'not_admin' }, 403);
    const { error } = await (await client.loadFunctions()).invoke('admin-users', { method: 'GET' });
    expect(sent(0).url).toBe(`${BASE}/functions/v1/admin-users`);
    expect(sent(0).headers.get('apikey')).toBe('anon-key');
    expect(error).toBeInstanceOf(FunctionsHttpError);
  });
});

// docs/performance.md: supabase-js's own imports of these packages get stand-ins in the browser build.
describe("supabase-js's eagerly built clients, stand-ins in the browser build", () => {
  const require = createRequire(import.meta.url);
  const supabaseJs = require.resolve('@supabase/supabase-js').replace(/index\.cjs$/, 'index.mjs');
  const source = readFileSync(supabaseJs, 'utf8');

  it("replaces exactly supabase-js's imports of realtime-js, storage-js and functions-js", () => {
    for (const name of Object.keys(SUPABASE_CLIENT_STAND_INS)) {
      expect(isSupabaseClientImport(name, supabaseJs)).toBe(true);
      expect(isSupabaseClientImport(name, '/work/src/providers/appSupabaseClient.ts')).toBe(false);
    }
    expect(isSupabaseClientImport('@supabase/auth-js', supabaseJs)).toBe(false);
  });

  it('each stand-in exports every name supabase-js imports from its package (a new supabase-js fails here)', () => {
    const imported = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(@supabase\/[a-z-]+)"/g)];
    const seen = new Set<string>();
    for (const [, names, from] of imported) {
      if (!(from in STAND_INS)) continue;
      seen.add(from);
      for (const name of names
        .split(',')
        .map((part) => part.trim().split(/\s+as\s+/)[0])
        .filter(Boolean))
        expect(STAND_INS[from], `${name} from ${from}`).toHaveProperty(name);
    }
    expect([...seen].sort()).toEqual(Object.keys(SUPABASE_CLIENT_STAND_INS).sort());
  });

  it('the Realtime stand-in answers every method supabase-js calls on it', async () => {
    const called = new Set([...source.matchAll(/this\.realtime\.(\w+)\(/g)].map(([, method]) => method));
    expect([...called].sort()).toEqual([
      'channel',
      'getChannels',
      'removeAllChannels',
      'removeChannel',
      'setAuth',
    ]);
    const realtime = new realtimeStandIn.RealtimeClient(`${BASE}/realtime/v1`);
    for (const method of called) expect(typeof realtime[method as keyof typeof realtime]).toBe('function');
    await realtime.setAuth('token');
    expect(realtime.accessTokenValue).toBe('token');
    expect(realtime.getChannels()).toEqual([]);
    expect(() => realtime.channel()).toThrow(/Realtime is not part of this build/);
  });

  it('storage and functions stand-ins say where to look when used', () => {
    expect(() => new storageStandIn.StorageClient(`${BASE}/storage/v1`).from()).toThrow(/loadStorage/);
    expect(() => new functionsStandIn.FunctionsClient().invoke()).toThrow(/loadFunctions/);
    expect(() => new functionsStandIn.FunctionsHttpError()).toThrow(/FunctionsHttpError/);
  });
});
