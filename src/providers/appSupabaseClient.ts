import { SupabaseClient } from '@supabase/supabase-js';
import type { FunctionsClient } from '@supabase/functions-js';
import type { StorageClient } from '@supabase/storage-js';
import type { Database } from '../types/database';

/**
 * supabase-js's client with its Storage and Edge Functions clients loaded on first use (issue 30). supabase-js
 * 2.119.1 builds both eagerly (`this.storage = new StorageClient(...)` in its constructor, the `functions` getter),
 * which put storage-js and functions-js into the entry although only the image upload, the image library and the
 * administrators page use them; the browser build leaves supabase-js's own `storage` and `functions` out
 * (build/supabaseClientsPlugin.ts, docs/performance.md). These methods make the real clients exactly as supabase-js
 * does, from its protected URL, headers and session-aware fetch (the anon key as apikey, the session's token as
 * bearer), in a chunk of their own.
 */
export class AppSupabaseClient extends SupabaseClient<Database> {
  private storageClient?: Promise<StorageClient>;

  /** Storage for the caller's session (one client, kept: its fetch reads the session on every request). */
  loadStorage(): Promise<StorageClient> {
    this.storageClient ??= import('@supabase/storage-js').then(
      ({ StorageClient }) => new StorageClient(this.storageUrl.href, this.headers, this.fetch),
    );
    return this.storageClient;
  }

  /** Edge Functions for the caller's session (supabase-js's `functions` getter, loaded). */
  async loadFunctions(): Promise<FunctionsClient> {
    const { FunctionsClient } = await import('@supabase/functions-js');
    return new FunctionsClient(this.functionsUrl.href, {
      headers: this.headers,
      customFetch: this.functionsFetch,
    });
  }
}
