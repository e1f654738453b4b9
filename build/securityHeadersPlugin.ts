import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  contentSecurityPolicy,
  NETLIFY_REDIRECTS,
  netlifyHeaders,
  nginxAssetsSnippet,
  nginxSnippet,
  parseNetlifyHeaders,
  securityHeaders,
  vercelConfig,
} from './securityHeaders.ts';
import { BOOT_SCRIPT, scriptHash } from './prerender/boot.ts';

/** The build's inline scripts: the static first paint's boot script (build/prerender/prerenderPlugin.ts). */
const SCRIPT_HASHES = [scriptHash(BOOT_SCRIPT)];

/**
 * `vite build` writes the security headers for the static hosts next to the app (build/securityHeaders.ts) and
 * puts the Content-Security-Policy into index.html as a <meta> fallback for a host that sends none; `vite preview`
 * sends the headers of the built `_headers` file with every response, so what the browser tests run under is
 * exactly what is deployed. `vite` (dev) sets none: its client needs inline scripts.
 */
export function securityHeadersPlugin(): Plugin {
  let config: ResolvedConfig;
  const supabaseUrl = () => {
    const url = config.env.VITE_SUPABASE_URL as string | undefined;
    if (!url) throw new Error('VITE_SUPABASE_URL is needed for the Content-Security-Policy');
    return url;
  };
  return {
    name: 'kortjamfor-security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml(html) {
      if (config.command !== 'build') return html;
      const policy = contentSecurityPolicy(supabaseUrl(), { forMeta: true, scriptHashes: SCRIPT_HASHES });
      return html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      );
    },
    generateBundle() {
      const headers = securityHeaders(supabaseUrl(), SCRIPT_HASHES);
      const files: Record<string, string> = {
        _headers: netlifyHeaders(headers),
        _redirects: NETLIFY_REDIRECTS,
        'vercel.json': vercelConfig(headers),
        'nginx-security-headers.conf': nginxSnippet(headers),
        'nginx-assets.conf': nginxAssetsSnippet(),
      };
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configurePreviewServer(server) {
      const file = resolve(config.root, config.build.outDir, '_headers');
      if (!existsSync(file)) {
        config.logger.warn(`No ${file}: vite preview sends no security headers (run vite build first).`);
        return;
      }
      const headers = parseNetlifyHeaders(readFileSync(file, 'utf8'));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
