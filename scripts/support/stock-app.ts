// The stock react-admin + ra-supabase app of bench/stock-app/ (issue 24), built with Vite from the same
// node_modules against a running embedded stack and served by `vite preview` on a free port of 127.0.0.1, so that
// the benches can print the admin beside it. A fair anchor (issue 36): served exactly as the admin is, by the
// admin's own serving plugins (the same precompressed brotli/gzip assets with Cache-Control immutable, the same
// security headers), where before it got Vite's on-the-fly gzip; its own code and chunking stay Vite's defaults.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { compressedAssetsPlugins } from '../../build/compressedAssetsPlugin.ts';
import { securityHeadersPlugin } from '../../build/securityHeadersPlugin.ts';
import { freePort, type Stack } from '../../supabase/local/stack.ts';

const ROOT = fileURLToPath(new URL('../../bench/stock-app/', import.meta.url));

export interface StockApp {
  /** http://127.0.0.1:<port>; the app is served at the root, with react-admin's hash router. */
  origin: string;
  stop: () => Promise<void>;
}

/** Builds bench/stock-app with the stack's URL and anon key and serves it. */
export async function serveStockApp(stack: Pick<Stack, 'url' | 'anonKey'>): Promise<StockApp> {
  const port = await freePort();
  const outDir = await mkdtemp(join(tmpdir(), 'bench-stock-'));
  try {
    process.env.VITE_SUPABASE_URL = stack.url;
    process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
    // No project config: Vite's defaults (its own chunking, no shims) with the React plugin, as a new app has, plus
    // only what serves the admin (not its prerender or bundle trimming).
    const shared = {
      configFile: false as const,
      root: ROOT,
      envDir: ROOT,
      logLevel: 'error' as const,
      plugins: [react(), securityHeadersPlugin(), ...compressedAssetsPlugins()],
    };
    await build({ ...shared, build: { outDir, emptyOutDir: true } });
    const server = await preview({
      ...shared,
      build: { outDir },
      preview: { port, strictPort: true, host: '127.0.0.1' },
    });
    return {
      origin: `http://127.0.0.1:${port}`,
      stop: async () => {
        await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
        await rm(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}
