import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceHandler } from '../http/router.ts';
import type { SqlClient } from '../sql-client.ts';
import type { Mail } from './mail.ts';
import {
  DEFAULT_AUTH_CONFIG,
  loadAuthConfig,
  withOverrides,
  type AuthConfig,
  type AuthConfigOverrides,
} from '../config.ts';
import { createContext } from './context.ts';
import { AuthError } from './errors.ts';
import { Body, readBody, redirect, sendJson, type Request } from './http.ts';
import { ensureFlowStateTable } from './flowState.ts';
import { matchRoute } from './routes.ts';
import { runRoute } from './middleware.ts';

export interface AuthServerOptions {
  sql: SqlClient;
  jwtSecret: string;
  externalUrl: string;
  mailbox: Mail[];
  log?: (line: string) => void;
  /** Settings; by default supabase/config.toml's [auth]. */
  config?: AuthConfig;
  /** Test overrides on top of config (e.g. small rate limits). */
  overrides?: AuthConfigOverrides;
  /** Legacy options kept for callers that pass them. */
  jwtExpirySeconds?: number;
  siteUrl?: string;
}

/** The gateway's service handler with the auth server's start-up (`ready`) and `close`. */
export type AuthHandler = ServiceHandler & Required<Pick<ServiceHandler, 'ready' | 'close'>>;

function readConfig(options: AuthServerOptions): AuthConfig {
  let base: AuthConfig;
  try {
    base = options.config ?? loadAuthConfig();
  } catch (error) {
    options.log?.(`[auth] ${(error as Error).message}; using the CLI's defaults`);
    base = DEFAULT_AUTH_CONFIG;
  }
  return withOverrides(base, {
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    ...(options.jwtExpirySeconds ? { jwtExpiry: options.jwtExpirySeconds } : {}),
    ...options.overrides,
  });
}

/**
 * A Supabase-Auth (GoTrue) compatible API for what @supabase/supabase-js sends, storing everything in `auth`.
 * Routing and error handling live here; each endpoint family is its own module (see routes.ts).
 */
export function createAuthHandler(options: AuthServerOptions): AuthHandler {
  const config = readConfig(options);
  const ctx = createContext({ ...options, config });
  // Never rejects: without the table only the PKCE flow fails, with flow_state_not_found.
  const ready = ensureFlowStateTable(options.sql).then(
    () => undefined,
    (error: unknown) => ctx.log(`[auth] could not create auth.flow_state: ${String(error)}`),
  );

  const handle = async (req: IncomingMessage, res: ServerResponse, rawPath: string) => {
    await ready;
    const url = new URL(`http://auth.local/${rawPath.replace(/^\/+/, '')}`);
    const path = `/${url.pathname.split('/').filter(Boolean).join('/')}`;
    const method = req.method ?? 'GET';
    const match = matchRoute(method, path);
    if (match.kind === 'not_found') throw new AuthError(404, 'not_found', '404 page not found');
    if (match.kind === 'method_not_allowed')
      throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
    let body: Body | undefined;
    const request: Request = {
      loaded: {},
      method,
      path,
      query: url.searchParams,
      headers: req.headers,
      ip: req.socket.remoteAddress ?? 'unknown',
      params: match.params,
      body: async () => (body ??= await readBody(req)),
    };
    const reply = await runRoute(ctx, match.route, request);
    if ('redirect' in reply) return redirect(res, reply.redirect);
    sendJson(res, reply.status, reply.body, reply.headers);
  };

  const handler = ((req, res, path) => {
    handle(req, res, path).catch((error: unknown) => {
      if (error instanceof AuthError) return sendJson(res, error.status, error.toJSON());
      ctx.log(`[auth] unexpected error: ${(error as Error).stack ?? String(error)}`);
      sendJson(res, 500, {
        code: 500,
        error_code: 'unexpected_failure',
        msg: 'Unexpected failure, please check server logs for more information',
      });
    });
  }) as AuthHandler;
  handler.ready = ready;
  handler.close = () => ctx.close();
  return handler;
}
