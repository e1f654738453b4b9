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
import { createRouter, type Match } from '../http/router.ts';

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

const match = createRouter(ROUTES);

/** Matches a normalised path (no empty segments) against the table. */
export const matchRoute = (method: string, path: string): Match<Route> =>
  match(method, path.split('/').filter(Boolean));
