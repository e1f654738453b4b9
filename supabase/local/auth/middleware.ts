import type { AuthContext } from './context.ts';
import { forbidden } from './errors.ts';
import type { Request } from './http.ts';
import type { Reply, Route } from './types.ts';

/**
 * Applies a route's middleware the way supabase/auth internal/api/api.go chains it (r.With(...)), then the
 * handler: the feature gate, requireAuthentication or requireAdminCredentials, requireNotAnonymous, the loaders,
 * then limitHandler. Handlers never authenticate or rate-limit by hand.
 */
export async function runRoute(ctx: AuthContext, route: Route, req: Request): Promise<Reply> {
  route.gate?.(ctx);
  if (route.auth === 'user') req.loaded.claims = await ctx.authenticate(req);
  else if (route.auth === 'admin') req.loaded.claims = await ctx.requireAdmin(req);
  if (route.notAnonymous && (req.loaded.claims as { is_anonymous?: boolean } | undefined)?.is_anonymous)
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  await route.load?.(ctx, req);
  const limiters = typeof route.limit === 'function' ? await route.limit(req, ctx) : route.limit;
  for (const limiter of [limiters ?? []].flat()) ctx.limiters[limiter].take(req.ip);
  return route.handler(ctx, req);
}
