import type { Plugin } from 'vite';
import { standInPlugin } from './standInPlugin';

/**
 * The packages supabase-js (2.119.1, dist/index.mjs) imports for clients it builds whether or not the app uses them,
 * and the stand-ins its own imports get in the browser build, relative to the project root. The app's imports of
 * these packages (src/providers/appSupabaseClient.ts loads Storage and Functions on first use) are not touched.
 */
export const SUPABASE_CLIENT_STAND_INS: Record<string, string> = {
  '@supabase/realtime-js': 'src/shims/supabase-realtime.ts',
  '@supabase/storage-js': 'src/shims/supabase-storage.ts',
  '@supabase/functions-js': 'src/shims/supabase-functions.ts',
};
const SUPABASE_JS = /[/\\]node_modules[/\\]@supabase[/\\]supabase-js[/\\]dist[/\\][^/\\]+\.mjs$/;

/** Whether an import is supabase-js's own import of one of those packages (replaced by its stand-in). */
export function isSupabaseClientImport(source: string, importer: string | undefined): boolean {
  return Boolean(importer && SUPABASE_JS.test(importer) && source in SUPABASE_CLIENT_STAND_INS);
}

/**
 * Issue 24/30: keeps realtime-js with phoenix (40 kB gzip), storage-js (7.5 kB) and functions-js (1.5 kB) out of the
 * entry. supabase-js's constructor creates a RealtimeClient and a StorageClient and its `functions` getter a
 * FunctionsClient; the app opens no Realtime channel and reaches Storage and Functions only through
 * AppSupabaseClient.loadStorage/loadFunctions, so supabase-js's own three get stand-ins (src/shims/supabase-*.ts)
 * that say so when used. The build fails when supabase-js no longer imports one of the packages (a new supabase-js
 * would otherwise bring its code back silently, or use something the stand-in lacks): docs/performance.md. Build
 * only: the dev server keeps the real packages.
 */
export function supabaseClientsPlugin(): Plugin {
  return standInPlugin({
    name: 'kortjamfor:supabase-clients',
    standInFor: (source, importer) =>
      isSupabaseClientImport(source, importer)
        ? { site: source, file: SUPABASE_CLIENT_STAND_INS[source] }
        : undefined,
    required: Object.keys(SUPABASE_CLIENT_STAND_INS),
    missingError: (missing) =>
      `build/supabaseClientsPlugin.ts: supabase-js no longer imports ${missing.join(', ')} (@supabase/supabase-js ` +
      'changed?). Check what it builds eagerly now and update the stand-ins, or remove them (docs/performance.md).',
  });
}
