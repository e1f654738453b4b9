import { BlockList, isIP } from 'node:net';
import type { Body, Request } from './http.ts';

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
const DECIMAL_HOST = /^[0-9]+$/;

/** net.IP.IsLoopback: 127.0.0.0/8, ::1 and IPv4-mapped 127/8, for what net.ParseIP accepts. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');
const isLoopbackIp = (host: string) => {
  const family = isIP(host);
  // Go's ParseIP knows no zones (fe80::1%eth0).
  if (!family || host.includes('%')) return false;
  return LOOPBACK.check(host, family === 6 ? 'ipv6' : 'ipv4');
};
/** isLocalhost in internal/utilities: the name localhost or a loopback IP. */
const isLocalhost = (host: string) => host === 'localhost' || isLoopbackIp(host);

/**
 * url.URL.Hostname() and Port() as Go's url.Parse leaves them: the authority as written (no WHATWG rewriting of
 * 127.1, 0x7f.0.0.1 or 2130706433 into 127.0.0.1, no dropping of a default port, no lowercasing).
 */
function goAuthority(text: string): { host: string; port: string } {
  const authority = (/^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(text)?.[1] ?? '').replace(/^.*@/, '');
  const bracketed = /^\[([^\]]*)\](?::(\d*))?$/.exec(authority);
  if (bracketed) return { host: bracketed[1], port: bracketed[2] ?? '' };
  const colon = authority.lastIndexOf(':');
  return colon < 0
    ? { host: authority, port: '' }
    : { host: authority.slice(0, colon), port: authority.slice(colon + 1) };
}

/**
 * IsRedirectURLValid step by step. Loopback IP literals pass on any port and scheme, as they do on hosted projects
 * (RFC 8252 section 7.3: native apps listen on a port of their choosing); so does the site's own host when it is
 * loopback. Everything else must be the site (scheme, host, port) or match the allow-list.
 */
export function createRedirectCheck(siteUrl: string, allowList: string[]) {
  const patterns = allowList.map(compileRedirectGlob);
  const site = safeUrl(siteUrl);
  const base = goAuthority(siteUrl);
  const allowListed = (redirectUrl: string) => {
    const withoutFragment = redirectUrl.split('#')[0];
    return patterns.some((pattern) => pattern.test(withoutFragment));
  };
  return (redirectUrl: string | undefined | null): boolean => {
    if (!redirectUrl || redirectUrl.length > 2048) return false;
    // Control characters and spaces are never valid and would be stripped by a browser into another address.
    if ([...redirectUrl].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return false;
    if (!site) return false;
    const target = safeUrl(redirectUrl);
    // Unparseable http(s) URLs are refused; other schemes (app deep links) may still match the allow-list.
    if (!target) return !/^https?:/i.test(redirectUrl) && allowListed(redirectUrl);
    const ref = goAuthority(redirectUrl);
    if (
      base.host === ref.host &&
      site.protocol === target.protocol &&
      (base.port === ref.port || isLocalhost(ref.host))
    )
      return true;
    const http = target.protocol === 'http:' || target.protocol === 'https:';
    if (DECIMAL_HOST.test(ref.host)) return false;
    if (isIP(ref.host)) return isLoopbackIp(ref.host);
    if (http && !REGULAR_HOSTNAME.test(ref.host)) return false;
    return allowListed(redirectUrl);
  };
}

function safeUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** getRedirectTo: header, query or body; kept only when IsRedirectURLValid allows it. */
export function checkedRedirect(
  ctx: { redirectTarget: (asked: string | undefined) => string },
  req: Request,
  body?: Body,
): string {
  const header = req.headers['redirect_to'];
  const asked =
    (typeof header === 'string' ? header : undefined) ??
    req.query.get('redirect_to') ??
    body?.str('redirect_to') ??
    undefined;
  return ctx.redirectTarget(asked);
}
