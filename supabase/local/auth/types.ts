import type { RouteHandler, RouteShape } from '../http/router.ts';
import type { AuthContext } from './context.ts';
import type { Loaded, Request } from './http.ts';
import type { Limiters } from './ratelimit.ts';

export type Reply =
  { status: number; body?: unknown; headers?: Record<string, string> } | { redirect: string };

export type Handler = RouteHandler<AuthContext, Request, Reply>;

/** A limiter counted per client IP (limitHandler in supabase/auth internal/api/middleware.go). */
export type LimiterName = Exclude<keyof Limiters, 'emailSent'>;

export type { Loaded };

/**
 * One endpoint with its middleware, as supabase/auth internal/api/api.go mounts it with r.With(...). The
 * dispatcher (server.ts) applies them in this order: `gate`, `auth`, `notAnonymous`, `load`, `limit`.
 */
export interface Route extends RouteShape {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path with `:name` segments. */
  path: string;
  /** A feature switch that refuses the whole route (requireSAMLEnabled, requireManualLinkingEnabled). */
  gate?: (ctx: AuthContext) => void;
  /** requireAuthentication ('user': a valid token of an existing user and session) or requireAdminCredentials. */
  auth?: 'user' | 'admin';
  /** requireNotAnonymous. */
  notAnonymous?: boolean;
  /** Loaders such as loadUser and loadFactor, after authentication. */
  load?: (ctx: AuthContext, req: Request) => Promise<void>;
  /** The per-IP limiter, or a function that picks them from the request (POST /token by grant type). */
  limit?:
    LimiterName | ((req: Request, ctx: AuthContext) => Promise<LimiterName | LimiterName[] | undefined>);
  handler: Handler;
}

export const ok = (body: unknown = {}): Reply => ({ status: 200, body });

/** What a route's middleware loaded; a route that forgot to declare it is a programming error. */
export function loaded<K extends keyof Loaded>(req: Request, key: K): NonNullable<Loaded[K]> {
  const value = req.loaded[key];
  if (value === undefined || value === null) throw new Error(`route without the ${key} middleware`);
  return value as NonNullable<Loaded[K]>;
}
