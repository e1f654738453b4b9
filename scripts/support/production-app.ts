// The production build on a fresh in-memory embedded stack, served by `vite preview` on 127.0.0.1: what the
// browser tests' global setup does, for the benchmarks (free ports, a build in a temporary directory).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { freePort, startStack, type Stack } from '../../supabase/local/stack.ts';

export interface ProductionApp {
  /** http://127.0.0.1:<port>, without the /admin base. */
  origin: string;
  stack: Stack;
  stop: () => Promise<void>;
}

export async function serveProductionApp(): Promise<ProductionApp> {
  const appPort = await freePort();
  const origin = `http://127.0.0.1:${appPort}`;
  const stack = await startStack({ port: 0, dataDir: null, quiet: true, siteUrl: origin });
  const outDir = await mkdtemp(join(tmpdir(), 'bench-build-'));
  try {
    // The build reads the stack's URL and anon key (vite.config.ts refuses to build without them).
    process.env.VITE_SUPABASE_URL = stack.url;
    process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
    // BENCH_MINIFY=0 keeps function names for CPU profiles.
    const minify = process.env.BENCH_MINIFY === '0' ? { minify: false } : {};
    await build({ logLevel: 'error', build: { outDir, emptyOutDir: true, ...minify } });
    const server = await preview({
      logLevel: 'error',
      build: { outDir },
      preview: { port: appPort, strictPort: true, host: '127.0.0.1' },
    });
    return {
      origin,
      stack,
      stop: async () => {
        await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
        await rm(outDir, { recursive: true, force: true });
        await stack.stop();
      },
    };
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    await stack.stop();
    throw error;
  }
}
