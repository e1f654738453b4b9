import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';

export type AuthHandler = (req: IncomingMessage, res: ServerResponse, path: string) => void;

const ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-supabase-api-version, x-upsert, accept';
const OPEN_ROUTES = ['/auth/v1/health', '/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize'];
const EXPOSED_HEADERS =
  'Content-Range, Content-Location, Location, Preference-Applied, X-Supabase-Api-Version';

function cors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '3600');
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

/** One HTTP entry point laid out like `supabase start`'s Kong: /rest/v1 → PostgREST, /auth/v1 → auth. */
export function createGateway(options: {
  postgrestPort: number;
  jwtSecret: string;
  auth: () => AuthHandler | undefined;
  /** /functions/v1 → Edge Functions (supabase/local/functions.ts), which verify the JWT themselves. */
  functions?: () => AuthHandler | undefined;
}): Server {
  const secret = new TextEncoder().encode(options.jwtSecret);
  const validKeys = new Map<string, boolean>();
  const apikeyIsValid = async (key: string) => {
    if (!validKeys.has(key)) {
      const valid = await jwtVerify(key, secret, { algorithms: ['HS256'] }).then(
        () => true,
        () => false,
      );
      if (validKeys.size < 100) validKeys.set(key, valid);
      return valid;
    }
    return validKeys.get(key) === true;
  };

  return createServer(async (req, res) => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const url = req.url ?? '/';
    const apikey =
      (req.headers.apikey as string | undefined) ?? new URL(url, 'http://x').searchParams.get('apikey');
    if (OPEN_ROUTES.some((route) => url.startsWith(route))) {
      // Links in e-mails and health checks carry no key; Kong's open auth routes behave the same.
    } else if (url.startsWith('/rest/v1') || url.startsWith('/auth/v1')) {
      if (!apikey && !req.headers.authorization) {
        return json(res, 401, {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        });
      }
      if (apikey && !(await apikeyIsValid(apikey))) {
        return json(res, 401, { message: 'Invalid API key', hint: 'Double check the provided API key.' });
      }
      if (apikey && !req.headers.authorization) req.headers.authorization = `Bearer ${apikey}`;
    }

    if (url.startsWith('/rest/v1')) {
      const upstream = request(
        {
          host: '127.0.0.1',
          port: options.postgrestPort,
          method: req.method,
          path: url.slice('/rest/v1'.length) || '/',
          headers: { ...req.headers, host: `127.0.0.1:${options.postgrestPort}` },
        },
        (up) => {
          res.statusCode = up.statusCode ?? 502;
          for (const [name, value] of Object.entries(up.headers)) {
            if (value !== undefined && !name.toLowerCase().startsWith('access-control-'))
              res.setHeader(name, value);
          }
          up.pipe(res);
        },
      );
      upstream.on('error', (error) => json(res, 502, { message: `PostgREST unavailable: ${error.message}` }));
      req.pipe(upstream);
      return;
    }
    if (url.startsWith('/auth/v1')) {
      const handler = options.auth();
      if (!handler)
        return json(res, 503, { code: 503, error_code: 'unexpected_failure', msg: 'Auth is not available' });
      handler(req, res, url.slice('/auth/v1'.length) || '/');
      return;
    }
    if (url.startsWith('/functions/v1/') && options.functions?.())
      return options.functions()!(req, res, url.slice('/functions/v1'.length));
    if (url === '/' || url === '/health') return json(res, 200, { status: 'ok' });
    json(res, 404, { message: 'no Route matched with those values' });
  });
}
