import { resolve } from 'node:path';
import type { Plugin, PluginOption, ResolvedConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import sirv from 'sirv';
import { ASSETS_CACHE_CONTROL } from './securityHeaders.ts';

/**
 * Precompressed assets (issue 24): `vite build` writes a `.br` (brotli, quality 11) and a `.gz` (level 9) next to
 * every text file over 1 KB (vite-plugin-compression2), which nginx (`brotli_static`/`gzip_static`,
 * dist/nginx-assets.conf) serves as they are; Netlify, Cloudflare Pages and Vercel compress themselves.
 * `vite preview`, which the browser tests and the benches use, serves no precompressed files and no cache headers:
 * here sirv answers /assets/ first, with the `.br` or `.gz` the browser accepts and Cache-Control immutable, as a
 * deployed host does; anything else falls through to Vite's own preview.
 */
export function compressedAssetsPlugins(): PluginOption[] {
  let config: ResolvedConfig;
  const preview: Plugin = {
    name: 'kortjamfor-compressed-assets-preview',
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const assets = resolve(config.root, config.build.outDir, config.build.assetsDir);
      // dev: looks files up per request (the build may be newer than the server); setHeaders runs only for a file
      // it serves and outweighs sirv's own no-cache.
      const serve = sirv(assets, {
        brotli: true,
        gzip: true,
        etag: true,
        dev: true,
        setHeaders: (res) => res.setHeader('Cache-Control', ASSETS_CACHE_CONTROL),
      });
      server.middlewares.use('/assets', serve);
    },
  };
  return [
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      exclude: [/\.vite\//, /vercel\.json$/],
      logLevel: 'silent',
    }),
    preview,
  ];
}
