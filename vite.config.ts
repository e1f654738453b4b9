import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { securityHeadersPlugin } from './build/securityHeadersPlugin.ts';
import { prerenderPlugin } from './build/prerender/prerenderPlugin.ts';
import { compressedAssetsPlugins } from './build/compressedAssetsPlugin.ts';
import { chunkGroups } from './build/chunkGroups.ts';
import { muiThemeVarsPlugin } from './build/muiThemeVarsPlugin.ts';
import { supabaseClientsPlugin } from './build/supabaseClientsPlugin.ts';

const REQUIRED = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const;

export default defineConfig(({ command, mode }) => {
  // A production build takes the project's URL and anon key from the environment (or .env.production[.local]);
  // Vite never reads .env.development for it, so the local demo values cannot slip into a deployed bundle.
  if (command === 'build' && mode === 'production') {
    const env = loadEnv(mode, process.cwd(), 'VITE_');
    const missing = REQUIRED.filter((name) => !env[name]?.trim());
    if (missing.length) {
      console.error(
        `Cannot build for production: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to the Supabase project's URL and anon key (missing: ${missing.join(', ')}; README, "Deploy to Supabase").`,
      );
      process.exit(1);
    }
  }
  return {
    plugins: [
      react(),
      muiThemeVarsPlugin(),
      supabaseClientsPlugin(),
      securityHeadersPlugin(),
      prerenderPlugin(),
      ...compressedAssetsPlugins(),
    ],
    resolve: {
      alias: [
        {
          find: 'object.entries',
          replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
        },
      ],
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      sourcemap: false,
      manifest: true,
      commonjsOptions: { include: [/node_modules/, /src\/shims\/.*\.cjs$/] },
      rollupOptions: {
        output: {
          // The lazy modules in a few chunks by area (lists, forms, their packages, the rich-text editor, which
          // only news and blog load, as editor-*.js for `npm run bench:bundle`); see build/chunkGroups.ts.
          manualChunks: chunkGroups(),
          onlyExplicitManualChunks: true,
          chunkFileNames: 'assets/[name]-[hash].js',
        },
      },
    },
  };
});
