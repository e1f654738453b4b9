/**
 * A stand-in for @supabase/realtime-js in the browser bundle (vite.config.ts aliases the package here). supabase-js
 * 2.119.1 (dist/index.mjs: the SupabaseClient constructor's `_initRealtimeClient`, `_handleTokenChanged`,
 * `channel`/`getChannels`/`removeChannel`/`removeAllChannels`, and `export * from "@supabase/realtime-js"`) creates a
 * RealtimeClient whether or not the app opens a channel, which put realtime-js and phoenix (about 157 kB minified,
 * 40 kB gzip) into the entry. The app opens no Realtime channel (presence and 'Att göra' poll through the data
 * provider), so the client only keeps the token supabase-js hands it; opening a channel is a programming error that
 * says so. To use Realtime, remove the alias.
 */
export class RealtimeClient {
  accessTokenValue: string | null = null;

  constructor(
    readonly endPoint: string,
    readonly options: object = {},
  ) {}

  setAuth(token: string | null = null): Promise<void> {
    this.accessTokenValue = token;
    return Promise.resolve();
  }

  channel(): never {
    throw new Error(
      'Realtime is not part of this build: vite.config.ts aliases @supabase/realtime-js to src/shims/supabase-realtime.ts.',
    );
  }

  getChannels(): never[] {
    return [];
  }

  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }
}
