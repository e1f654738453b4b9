import { adminRoutes } from './admin.ts';
import { mfaRoutes } from './mfa.ts';
import { otpRoutes } from './otp.ts';
import { settingsRoutes } from './settings.ts';
import { signupRoutes } from './signup.ts';
import { tokenRoutes } from './token.ts';
import { userRoutes } from './user.ts';
import { verifyRoutes } from './verify.ts';
import type { Handler, Route } from './types.ts';

/**
 * Every endpoint, one module per family as supabase/auth's internal/api/api.go mounts them. Revisions read
 * through the search index: apierrors/errorcode.go at 00fc4616, api/password.go at 115032cd,
 * utilities/request.go at 05d55bb9; the other handlers follow the same repository's internal/api files and tests.
 */
export const ROUTES: Route[] = [
  ...settingsRoutes,
  ...signupRoutes,
  ...tokenRoutes,
  ...verifyRoutes,
  ...otpRoutes,
  ...userRoutes,
  ...mfaRoutes,
  ...adminRoutes,
];

interface Compiled {
  method: string;
  segments: string[];
  handler: Handler;
}

const compiled: Compiled[] = ROUTES.map((r) => ({
  method: r.method,
  segments: r.path.split('/').filter(Boolean),
  handler: r.handler,
}));

export type Match =
  | { kind: 'found'; handler: Handler; params: Record<string, string> }
  | { kind: 'method_not_allowed' }
  | { kind: 'not_found' };

/** Matches a normalised path (no empty segments) against the table. */
export function matchRoute(method: string, path: string): Match {
  const parts = path.split('/').filter(Boolean);
  let pathMatched = false;
  for (const route of compiled) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const same = route.segments.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = parts[i];
        return true;
      }
      return segment === parts[i];
    });
    if (!same) continue;
    pathMatched = true;
    if (route.method === method || (method === 'HEAD' && route.method === 'GET'))
      return { kind: 'found', handler: route.handler, params };
  }
  return pathMatched ? { kind: 'method_not_allowed' } : { kind: 'not_found' };
}
