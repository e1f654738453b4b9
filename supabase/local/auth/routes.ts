import { adminRoutes } from './admin.ts';
import { ssoRoutes } from './disabled.ts';
import { mfaRoutes } from './mfa.ts';
import { otpRoutes } from './otp.ts';
import { settingsRoutes } from './settings.ts';
import { signupRoutes } from './signup.ts';
import { tokenRoutes } from './token.ts';
import { userRoutes } from './user.ts';
import { verifyRoutes } from './verify.ts';
import type { Route } from './types.ts';

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
  ...ssoRoutes,
];

interface Compiled {
  route: Route;
  segments: string[];
}

const compiled: Compiled[] = ROUTES.map((route) => ({
  route,
  segments: route.path.split('/').filter(Boolean),
}));

export type Match =
  | { kind: 'found'; route: Route; params: Record<string, string> }
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
    const { route: found } = route;
    if (found.method === method || (method === 'HEAD' && found.method === 'GET'))
      return { kind: 'found', route: found, params };
  }
  return pathMatched ? { kind: 'method_not_allowed' } : { kind: 'not_found' };
}
