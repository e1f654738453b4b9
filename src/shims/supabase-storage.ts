/**
 * What supabase-js's own `storage` is in the browser build (build/supabaseClientsPlugin.ts points supabase-js's
 * import of @supabase/storage-js here). supabase-js 2.119.1 creates a StorageClient in its constructor and
 * re-exports StorageApiError; the app reaches Storage only through AppSupabaseClient.loadStorage
 * (src/providers/appSupabaseClient.ts), which loads the real storage-js on first use. Using `client.storage` is a
 * programming error that says where to look.
 */
const notInBuild = (what: string): never => {
  throw new Error(
    `supabase-js's ${what} is not part of this build: use AppSupabaseClient.loadStorage() (src/providers/appSupabaseClient.ts; build/supabaseClientsPlugin.ts).`,
  );
};

export class StorageClient {
  /** supabase-js passes the URL, headers, fetch and options; the real client is made by loadStorage. */
  constructor(..._args: unknown[]) {}

  from(): never {
    return notInBuild('client.storage');
  }
}

/** Import it from @supabase/storage-js (ESLint forbids it from supabase-js). */
export class StorageApiError extends Error {
  constructor() {
    super();
    notInBuild('StorageApiError');
  }
}
