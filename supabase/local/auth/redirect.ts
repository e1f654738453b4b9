import { isIP } from 'node:net';

/**
 * `redirect_to` checking as Supabase Auth does it (supabase/auth internal/utilities/request.go at 05d55bb9,
 * IsRedirectURLValid): the site URL's host (scheme and port too, except on loopback), loopback IP addresses,
 * or a match against one of additional_redirect_urls compiled as gobwas/glob patterns with '.' and '/' as
 * separators (internal/conf/configuration.go: `glob.Compile(uri, '.', '/')`).
 */
export function compileRedirectGlob(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*') {
      if (pattern[i + 1] === '*') {
        out += '.*';
        i++;
      } else out += '[^./]*';
    } else if (c === '?') out += '[^./]';
    else if (c === '\\' && i + 1 < pattern.length) out += escape(pattern[++i]);
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end < 0) {
        out += escape(c);
        continue;
      }
      let body = pattern.slice(i + 1, end);
      const negate = body.startsWith('!');
      if (negate) body = body.slice(1);
      out += `[${negate ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
      i = end;
    } else if (c === '{') {
      const end = pattern.indexOf('}', i + 1);
      if (end < 0) {
        out += escape(c);
        continue;
      }
      out += `(?:${pattern
        .slice(i + 1, end)
        .split(',')
        .map((alt) => compileRedirectGlob(alt).source.slice(1, -1))
        .join('|')})`;
      i = end;
    } else out += escape(c);
  }
  return new RegExp(`^${out}$`);
}

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function createRedirectCheck(siteUrl: string, allowList: string[]) {
  const patterns = allowList.map(compileRedirectGlob);
  const site = safeUrl(siteUrl);
  return (redirectUrl: string | undefined | null): boolean => {
    if (!redirectUrl || redirectUrl.length > 2048) return false;
    // Control characters and spaces are never valid and would be stripped by a browser into another address.
    if ([...redirectUrl].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return false;
    // WHATWG URL turns http://2130706433/ into 127.0.0.1; Go's url.Parse keeps the digits, which it refuses.
    if (/^[0-9]+$/.test(rawHost(redirectUrl))) return false;
    const target = safeUrl(redirectUrl);
    if (!site) return false;
    const withoutFragment = redirectUrl.split('#')[0];
    // Unparseable http(s) URLs are refused; other schemes (app deep links) may still match the allow-list.
    if (!target) return !/^https?:/i.test(redirectUrl) && patterns.some((p) => p.test(withoutFragment));
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (
      site.hostname === target.hostname &&
      site.protocol === target.protocol &&
      (site.port === target.port || LOOPBACK_NAMES.has(target.hostname))
    )
      return true;
    const http = target.protocol === 'http:' || target.protocol === 'https:';
    if (isIP(host)) return host === '::1' || host.startsWith('127.');
    if (http && !REGULAR_HOSTNAME.test(host)) return false;
    return patterns.some((pattern) => pattern.test(withoutFragment));
  };
}

const rawHost = (text: string) =>
  (/^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(text)?.[1] ?? '').replace(/^.*@/, '').replace(/:\d*$/, '');

function safeUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
