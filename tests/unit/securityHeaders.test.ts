import { describe, expect, it } from 'vitest';
import {
  ASSETS_CACHE_CONTROL,
  contentSecurityPolicy,
  nginxAssetsSnippet,
  netlifyHeaders,
  nginxSnippet,
  parseNetlifyHeaders,
  securityHeaders,
  vercelConfig,
} from '../../build/securityHeaders';

const PROJECT = 'https://abcdefgh.supabase.co';

describe('security headers, one source for every host', () => {
  it('a strict CSP: scripts from the app only, connections to the project only, no framing', () => {
    const csp = contentSecurityPolicy(PROJECT);
    const directives = Object.fromEntries(
      csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'", PROJECT, 'wss://abcdefgh.supabase.co']);
    expect(directives['img-src']).toEqual(["'self'", 'https:', 'data:', PROJECT]);
    // The local stack serves uploaded images over http: its origin is allowed, not every http: image.
    expect(contentSecurityPolicy('http://127.0.0.1:54321')).toContain(
      "img-src 'self' https: data: http://127.0.0.1:54321;",
    );
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    // A path or trailing slash in the URL does not widen or break connect-src.
    expect(contentSecurityPolicy('https://abcdefgh.supabase.co/')).toBe(csp);
    expect(contentSecurityPolicy('http://127.0.0.1:54321')).toContain(
      "connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321;",
    );
    // <meta> cannot carry frame-ancestors.
    expect(contentSecurityPolicy(PROJECT, { forMeta: true })).not.toContain('frame-ancestors');
  });

  it('an inline script is allowed by its hash only, in the headers and in the meta policy', () => {
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    expect(contentSecurityPolicy(PROJECT, { scriptHashes: [hash] })).toContain(`script-src 'self' ${hash};`);
    expect(contentSecurityPolicy(PROJECT, { forMeta: true, scriptHashes: [hash] })).toContain(
      `script-src 'self' ${hash};`,
    );
    expect(securityHeaders(PROJECT, [hash])['Content-Security-Policy']).toContain(
      `script-src 'self' ${hash};`,
    );
  });

  it('hashed assets cached for a year, immutable, on every host', () => {
    expect(ASSETS_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    const headers = securityHeaders(PROJECT);
    expect(netlifyHeaders(headers)).toContain(`/assets/*\n  Cache-Control: ${ASSETS_CACHE_CONTROL}\n`);
    const vercel = JSON.parse(vercelConfig(headers)) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(vercel.headers.find((rule) => rule.source === '/assets/(.*)')?.headers).toEqual([
      { key: 'Cache-Control', value: ASSETS_CACHE_CONTROL },
    ]);
    const nginx = nginxAssetsSnippet();
    expect(nginx).toContain(`add_header Cache-Control "${ASSETS_CACHE_CONTROL}" always;`);
    expect(nginx).toMatch(/^brotli_static on;$/m);
    expect(nginx).toMatch(/^gzip_static on;$/m);
  });

  it('the usual headers', () => {
    expect(securityHeaders(PROJECT)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it('the same headers in _headers, vercel.json and the nginx snippet', () => {
    const headers = securityHeaders(PROJECT);
    const netlify = netlifyHeaders(headers);
    expect(parseNetlifyHeaders(netlify)).toEqual(headers);
    expect(parseNetlifyHeaders(`/assets/*\n  Cache-Control: immutable\n${netlify}`)).toEqual(headers);
    const vercel = JSON.parse(vercelConfig(headers)) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
      rewrites: unknown[];
    };
    expect(vercel.headers[0].source).toBe('/(.*)');
    expect(Object.fromEntries(vercel.headers[0].headers.map((h) => [h.key, h.value]))).toEqual(headers);
    expect(vercel.rewrites).toEqual([{ source: '/admin/(.*)', destination: '/index.html' }]);
    const nginx = nginxSnippet(headers);
    for (const [name, value] of Object.entries(headers)) {
      expect(nginx).toContain(`add_header ${name} "${value}" always;`);
    }
  });
});
