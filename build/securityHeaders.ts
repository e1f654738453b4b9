// The HTTP security headers of the admin, from one source (issue 18, item 8). `vite build` writes them for the hosts
// the README names (dist/_headers for Netlify and Cloudflare Pages, dist/vercel.json, dist/nginx-security-headers.conf)
// and `vite preview` sends the same ones (build/securityHeadersPlugin.ts), so the browser tests run under them.
// Pure functions, no Node imports: tests/unit/securityHeaders.test.ts checks them.

/** The Supabase project's origins the app talks to: REST, Auth, Functions over http(s), Realtime over ws(s). */
export function projectOrigins(supabaseUrl: string): string[] {
  const url = new URL(supabaseUrl);
  const socket = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return [url.origin, `${socket}//${url.host}`];
}

/**
 * Content-Security-Policy for the built app.
 * - script-src 'self' and the SHA-256 of each inline script: Vite's build has none of its own (one module script and
 *   modulepreload links); the static first paint has one tiny boot script (build/prerender/boot.ts), allowed by
 *   its hash, which the build computes. No 'unsafe-inline', no eval.
 * - style-src 'self' 'unsafe-inline': MUI styles through emotion, which creates <style> elements at run time whose
 *   rules depend on props and theme, so they cannot be hashed at build time; a nonce would have to be new in every
 *   response, which a static host (Netlify, Cloudflare Pages, Vercel, plain nginx) cannot mint, and a fixed nonce
 *   in the bundle protects nothing. Inline styles cannot run script; script-src stays strict.
 * - img-src as before: this origin, https: (the image URLs admins type) and data: (images in sanitised HTML, the
 *   TOTP QR code), plus the project's origin (images uploaded to Storage; the local stack serves them over http).
 * - connect-src: this origin and the Supabase project only.
 * - frame-ancestors 'none' (no clickjacking), base-uri, form-action, object-src: nothing else.
 */
export function contentSecurityPolicy(
  supabaseUrl: string,
  options: { forMeta?: boolean; scriptHashes?: string[] } = {},
): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(options.scriptHashes ?? [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'https:', 'data:', new URL(supabaseUrl).origin],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...projectOrigins(supabaseUrl)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    // A <meta> policy cannot carry frame-ancestors (browsers ignore it there and log an error).
    ...(options.forMeta ? [] : [['frame-ancestors', "'none'"] as [string, string]]),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every header the host sends with every response of the admin. */
export function securityHeaders(supabaseUrl: string, scriptHashes: string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl, { scriptHashes }),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The hashed files under /assets/ never change under their name: browsers and CDNs keep them for a year without
 * asking again (issue 24). index.html is not under /assets/ and is revalidated as before.
 */
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Netlify and Cloudflare Pages: `_headers` in the published directory (both compress with brotli themselves). */
export function netlifyHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n/assets/*\n  Cache-Control: ${ASSETS_CACHE_CONTROL}\n`;
}

/** Netlify and Cloudflare Pages: the single-page app under /admin. */
export const NETLIFY_REDIRECTS = '/admin/*  /index.html  200\n';

/** Vercel: `vercel.json` at the root of the deployed directory, with the single-page rewrite. */
export function vercelConfig(headers: Record<string, string>): string {
  return `${JSON.stringify(
    {
      rewrites: [{ source: '/admin/(.*)', destination: '/index.html' }],
      headers: [
        {
          source: '/(.*)',
          headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
        },
        { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: ASSETS_CACHE_CONTROL }] },
      ],
    },
    null,
    2,
  )}\n`;
}

/** nginx: `include` it in the server block (add_header … always, so error pages carry them too). */
export function nginxSnippet(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return `# Generated by vite build (build/securityHeaders.ts).\n${lines.join('\n')}\n`;
}

/**
 * nginx: the `location /assets/` block's contents. It serves the build's precompressed `.br` (with the ngx_brotli
 * module's `brotli_static`) and `.gz` files (`gzip_static`, in nginx's standard build) and caches for a year. Include
 * nginx-security-headers.conf next to it: nginx drops inherited `add_header`s in a location that has its own.
 */
export function nginxAssetsSnippet(): string {
  return [
    '# Generated by vite build (build/securityHeaders.ts). Inside `location /assets/ { … }`.',
    '# brotli_static needs the ngx_brotli module; without it, drop that line (gzip_static still applies).',
    'brotli_static on;',
    'gzip_static on;',
    `add_header Cache-Control "${ASSETS_CACHE_CONTROL}" always;`,
    '',
  ].join('\n');
}

/** The `/*` block of a `_headers` file as name → value (what `vite preview` sends). */
export function parseNetlifyHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAll && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}
