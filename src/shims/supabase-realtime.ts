/**
 * A stand-in for @supabase/realtime-js in the browser build (build/supabaseClientsPlugin.ts points supabase-js's own
 * import of the package here; docs/performance.md). supabase-js
 * 2.119.1 (dist/index.mjs: the SupabaseClient constructor's `_initRealtimeClient`, `_handleTokenChanged`,
 * `channel`/`getChannels`/`removeChannel`/`removeAllChannels`, and `export * from "@supabase/realtime-js"`) creates a
 * RealtimeClient whether or not the app opens a channel, which put realtime-js and phoenix (about 157 kB minified,
 * 40 kB gzip) into the entry. The app opens no Realtime channel (presence and 'Att göra' poll through the data
 * provider), so the client only keeps the token supabase-js hands it; opening a channel is a programming error that
 * says so. To use Realtime, remove it from the plugin.
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
      'Realtime is not part of this build: build/supabaseClientsPlugin.ts gives supabase-js src/shims/supabase-realtime.ts for @supabase/realtime-js.',
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
