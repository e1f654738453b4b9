import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import { proxyTo } from './proxy.ts';
import { safeupdateRefusal } from './safeupdate.ts';
import { bodyMayExceed, limitBody, restBodyLimit, ROLE_MAX_BODY_BYTES } from './body-limit.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, signKey } from './keys.ts';
import { createRouter, segmentsOf, type ServiceHandler } from './http/router.ts';

/**
 * One HTTP entry point laid out like the Kong that `supabase start` runs (supabase/cli
 * internal/start/templates/kong.yml and start.go, commit 04fb5225): /rest/v1 → PostgREST, /auth/v1 → auth.
 *
 * - ROUTES below is the table: the prefix of each service and how it treats the API key.
 * - /auth/v1/verify, /callback and /authorize are open routes; the rest of /auth/v1 is passed through without
 *   a key too (the CLI's Kong has no key-auth), but a key that is sent must be valid.
 * - /rest/v1 needs a valid key, as on a hosted project ("No API key found in request").
 * - Authorization is derived like the CLI's request-transformer expression: a caller's own Authorization wins
 *   unless it is `Bearer sb_…`; otherwise the publishable key becomes the anon JWT, the secret key the
 *   service_role JWT, and a legacy JWT key itself.
 * - Paths are normalised before routing (slashes merged, dot segments resolved), so `..` cannot skip a check.
 * - /rest/v1 bodies over the caller's role's limit get 413 before PostgREST sees them (body-limit.ts: anon 1 MiB,
 *   authenticated 8 MiB, service_role 100 MB); a NUL byte in a path gets 400.
 * - /rest/v1 refuses a filterless PATCH/DELETE as hosted projects' pg-safeupdate does (safeupdate.ts).
 * - CORS as Kong's cors plugin with its defaults: any origin as `*`, never with credentials.
 */
type Upstream = 'rest' | 'auth' | 'functions' | 'storage' | 'health';

/**
 * How the gateway treats a request's API key (the CLI's kong.yml): `required` (key-auth: missing or invalid is
 * 401), `checked` (none needed, but one that is sent must be valid), `ignored` (never refused; still turned into
 * the Authorization header).
 */
type KeyRule = 'required' | 'checked' | 'ignored';

interface GatewayRoute {
  method: '*';
  path: string;
  upstream: Upstream;
  /** The service's prefix, which the upstream does not see. */
  prefix: string;
  key: KeyRule;
}

/** Everything under `path` (itself included) to the service mounted at `prefix`. */
const mount = (path: string, upstream: Upstream, key: KeyRule, prefix = path): GatewayRoute => ({
  method: '*',
  path: `${path}/*rest`,
  upstream,
  prefix,
  key,
});

/** The services, as kong.yml lists them; the first route that fits wins. */
const ROUTES: GatewayRoute[] = [
  mount('/rest/v1', 'rest', 'required'),
  // Open auth routes: links from mails and OAuth redirects carry no key.
  mount('/auth/v1/verify', 'auth', 'ignored', '/auth/v1'),
  mount('/auth/v1/callback', 'auth', 'ignored', '/auth/v1'),
  mount('/auth/v1/authorize', 'auth', 'ignored', '/auth/v1'),
  mount('/auth/v1', 'auth', 'checked'),
  // The functions runtime verifies the JWT itself.
  mount('/functions/v1', 'functions', 'ignored'),
  // Storage checks the JWT (public/ and signed URLs take none).
  mount('/storage/v1', 'storage', 'checked'),
  { method: '*', path: '/', upstream: 'health', prefix: '', key: 'ignored' },
  { method: '*', path: '/health', upstream: 'health', prefix: '', key: 'ignored' },
];

const matchRoute = createRouter(ROUTES);
const DEFAULT_ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-supabase-api-version, x-upsert, accept';
const ALLOWED_METHODS = 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS';
const EXPOSED_HEADERS =
  'Content-Range, Content-Location, Location, Preference-Applied, X-Supabase-Api-Version, X-Total-Count, Link';
/** Seconds a browser may cache a preflight; hosted projects send this so the app does not preflight every call. */
export const PREFLIGHT_MAX_AGE = '3600';

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.method === 'OPTIONS') {
    const asked = req.headers['access-control-request-headers'];
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader(
      'Access-Control-Allow-Headers',
      typeof asked === 'string' && /^[\w\-, ]{1,2000}$/.test(asked) ? asked : DEFAULT_ALLOWED_HEADERS,
    );
    res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

/** Merged slashes, resolved dot segments (also percent-encoded ones), the query kept apart. */
export function normalisePath(raw: string): { path: string; query: URLSearchParams } | undefined {
  if (!raw.startsWith('/') || raw.length > 16_384) return undefined;
  try {
    const url = new URL(`http://gateway${raw.replace(/^[^?#]*/, (p) => p.replace(/\/{2,}/g, '/'))}`);
    const path = url.pathname.replace(/\/{2,}/g, '/');
    // A NUL byte in the path: nginx (Kong's engine) refuses the request line with 400, so no upstream sees it.
    if (/%00/.test(path)) return undefined;
    return { path, query: url.searchParams };
  } catch {
    return undefined;
  }
}

export function createGateway(options: {
  postgrestPort: number;
  jwtSecret: string;
  auth: () => ServiceHandler | undefined;
  /** /functions/v1 → Edge Functions (supabase/local/functions.ts), which verify the JWT themselves. */
  functions?: () => ServiceHandler | undefined;
  /** /storage/v1 → Storage (supabase/local/storage/server.ts), which verifies the JWT itself. */
  storage?: () => ServiceHandler | undefined;
}): Server {
  const secret = new TextEncoder().encode(options.jwtSecret);
  const legacyKeys = new Map<string, boolean>();
  const opaqueKeys = Promise.all([
    signKey('anon', options.jwtSecret),
    signKey('service_role', options.jwtSecret),
  ]).then(
    ([anon, service]) =>
      new Map([
        [LOCAL_PUBLISHABLE_KEY, anon],
        [LOCAL_SECRET_KEY, service],
      ]),
  );
  const legacyKeyIsValid = async (key: string) => {
    const known = legacyKeys.get(key);
    if (known !== undefined) return known;
    const valid = await jwtVerify(key, secret, { algorithms: ['HS256'] }).then(
      (r) => r.payload.role === 'anon' || r.payload.role === 'service_role',
      () => false,
    );
    if (legacyKeys.size < 100) legacyKeys.set(key, valid);
    return valid;
  };
  /** The role of a verified `Bearer` JWT (undefined when there is none or it does not verify). */
  const bearerRole = async (authorization: string | undefined) => {
    const token = authorization?.match(/^Bearer (\S+)$/i)?.[1];
    if (!token) return undefined;
    return jwtVerify(token, secret, { algorithms: ['HS256'] }).then(
      (r) => (typeof r.payload.role === 'string' ? r.payload.role : undefined),
      () => undefined,
    );
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.statusCode = 200;
      res.end();
      return;
    }
    const target = normalisePath(req.url ?? '/');
    if (!target) return json(res, 400, { message: 'Bad request' });
    const { path, query } = target;
    const match = matchRoute(req.method ?? 'GET', segmentsOf(path));
    if (match.kind !== 'found') return json(res, 404, { message: 'no Route matched with those values' });
    const route = match.route;
    if (route.upstream === 'health') return json(res, 200, { status: 'ok' });

    const headerKey = req.headers.apikey;
    const apikey = (Array.isArray(headerKey) ? headerKey[0] : headerKey) ?? query.get('apikey') ?? undefined;
    query.delete('apikey');
    const swapped = apikey ? (await opaqueKeys).get(apikey) : undefined;
    if (apikey && !swapped && route.key !== 'ignored' && !(await legacyKeyIsValid(apikey)))
      return json(res, 401, { message: 'Invalid API key', hint: 'Double check the provided API key.' });
    if (!apikey && route.key === 'required')
      return json(res, 401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    const authorization = req.headers.authorization;
    if (!authorization || /^Bearer sb_/i.test(authorization)) {
      const derived = swapped ?? (apikey && !apikey.startsWith('sb_') ? apikey : undefined);
      if (derived) req.headers.authorization = `Bearer ${derived}`;
      else if (authorization) delete req.headers.authorization;
    }
    const search = query.toString();
    const upstreamPath = `${path.slice(route.prefix.length) || '/'}${search ? `?${search}` : ''}`;

    if (route.upstream === 'rest') {
      const refused = safeupdateRefusal(req.method, path.slice(route.prefix.length), query);
      if (refused) return json(res, refused.status, refused.body);
      const maxBody = bodyMayExceed(req, ROLE_MAX_BODY_BYTES.anon)
        ? restBodyLimit(await bearerRole(req.headers.authorization))
        : ROLE_MAX_BODY_BYTES.anon;
      const upstream = proxyTo(req, res, options.postgrestPort, upstreamPath);
      upstream.on('error', (error) => json(res, 502, { message: `PostgREST unavailable: ${error.message}` }));
      limitBody(req, upstream, maxBody, () => {
        upstream.destroy();
        res.setHeader('Connection', 'close');
        json(res, 413, { message: 'Request Entity Too Large' });
      });
      return;
    }
    if (route.upstream === 'auth') {
      const handler = options.auth();
      if (!handler)
        return json(res, 503, { code: 503, error_code: 'unexpected_failure', msg: 'Auth is not available' });
      return handler(req, res, upstreamPath);
    }
    const service = route.upstream === 'storage' ? options.storage?.() : options.functions?.();
    if (!service) return json(res, 404, { message: 'no Route matched with those values' });
    service(req, res, upstreamPath);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      json(res, 500, { message: `Gateway error: ${(error as Error).message ?? String(error)}` }),
    );
  });
  // A malformed request line must not take the process down.
  server.on('clientError', (_error, socket) => {
    const body = '{"message":"Bad Request"}';
    if (socket.writable)
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
    else socket.destroy();
  });
  return server;
}
