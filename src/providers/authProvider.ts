import type { AuthProvider } from 'react-admin';
import { supabaseAuthProvider } from 'ra-supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseClient } from './supabaseClient';
import { i18nProvider } from './i18nProvider';
import { roleMayAccess, type AccessQuery } from '../lib/access';

/** Supabase Auth's error codes the user can cause, with their Swedish text. */
const SIGN_IN_ERRORS: Record<string, string> = {
  invalid_credentials: 'app.auth.invalid_credentials',
  email_not_confirmed: 'app.auth.email_not_confirmed',
  user_already_exists: 'app.auth.user_already_exists',
  weak_password: 'app.auth.weak_password',
  over_request_rate_limit: 'app.auth.over_request_rate_limit',
};

export function swedishAuthError(error: { code?: string; message?: string; status?: number }): Error {
  const key =
    (error.code && SIGN_IN_ERRORS[error.code]) ||
    (error.status === 0 || error.status === undefined ? 'app.auth.unreachable' : 'app.auth.failed');
  return new Error(i18nProvider.translate(key));
}

const isOnPasswordPage = () => /\/(set-password|forgot-password|sign-up)$/.test(window.location.pathname);

/** The user id (`sub`) an access token names, unverified; undefined when it cannot be read. */
export function tokenSubject(token: string): string | undefined {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const sub: unknown = (JSON.parse(atob(payload)) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}

/** One answer per session: react-admin asks for identity and permissions several times while the app starts. */
function perSession<T>(load: (accessToken: string) => Promise<T>) {
  let cached: { token: string; value: Promise<T> } | undefined;
  const get = (accessToken: string) => {
    if (cached?.token !== accessToken) {
      const value = load(accessToken).catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      cached = { token: accessToken, value };
    }
    return cached.value;
  };
  /** The answer for a token that is already known (no request). */
  get.seed = (accessToken: string, value: T) => {
    cached = { token: accessToken, value: Promise.resolve(value) };
  };
  return get;
}

export function createAuthProvider(client: SupabaseClient = supabaseClient): AuthProvider {
  // The user as Supabase Auth vouches for it (GET /auth/v1/user), then the role under row-level security:
  // each fetched once per access token, shared by getIdentity and getPermissions.
  const verifiedUser = perSession(async (token) => {
    const { data, error } = await client.auth.getUser(token);
    if (error) throw error;
    return data.user;
  });
  const roleOf = async (userId: string) => {
    const { data, error } = await client
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .maybeSingle();
    if (error) throw error;
    return data?.role ?? null;
  };
  // The role is asked for the token's own user beside GET /auth/v1/user rather than after it (one round trip fewer
  // before the first screen, issue 36); it counts only when Auth vouches for that same user, else it is asked again.
  const role = perSession(async (token) => {
    const claimed = tokenSubject(token);
    const early = claimed
      ? roleOf(claimed).then(
          (value) => ({ value }),
          () => undefined,
        )
      : undefined;
    const user = await verifiedUser(token);
    const answer = user.id === claimed ? await early : undefined;
    return answer ? answer.value : roleOf(user.id);
  });
  const accessToken = async () => (await client.auth.getSession()).data.session?.access_token;
  const base = supabaseAuthProvider(client, {});
  return {
    ...base,
    async login(params) {
      try {
        if (params?.email && params?.password) {
          // ra-supabase's login without dropping the answer: the token endpoint has just vouched for this user, so
          // getIdentity needs no GET /auth/v1/user for the new token (issue 24: fewer requests before the dashboard).
          const { data, error } = await client.auth.signInWithPassword({
            email: params.email,
            password: params.password,
          });
          if (error) throw error;
          verifiedUser.seed(data.session.access_token, data.user);
          return;
        }
        return await base.login(params);
      } catch (error) {
        throw swedishAuthError(error as { code?: string; status?: number });
      }
    },
    // Recovery links land on the set-password page, which exchanges their PKCE ?code= for a session.
    async resetPassword(params: { email: string; redirectTo?: string }) {
      try {
        return await base.resetPassword({
          ...params,
          redirectTo: params.redirectTo ?? `${window.location.origin}/admin/set-password`,
        });
      } catch (error) {
        throw swedishAuthError(error as { code?: string; status?: number });
      }
    },
    async setPassword(params: { access_token: string; refresh_token: string; password: string }) {
      try {
        return await base.setPassword?.(params);
      } catch (error) {
        throw swedishAuthError(error as { code?: string; status?: number });
      }
    },
    async checkAuth(params) {
      if (isOnPasswordPage()) return;
      return base.checkAuth(params);
    },
    async getIdentity() {
      const token = await accessToken();
      if (!token) throw new Error(i18nProvider.translate('ra.notification.logged_out'));
      const user = await verifiedUser(token);
      return { id: user.id, fullName: user.email ?? '', email: user.email };
    },
    async getPermissions() {
      const token = isOnPasswordPage() ? undefined : await accessToken();
      // No role (no admin rights) when it cannot be read, as before; react-admin shows the no-access page.
      return token ? role(token).catch(() => null) : null;
    },
    // react-admin's access control (menu, routes, buttons): what the signed-in user's role may do (src/lib/access.ts).
    async canAccess(params: AccessQuery) {
      const token = isOnPasswordPage() ? undefined : await accessToken();
      const current = token ? await role(token).catch(() => null) : null;
      return roleMayAccess(current, params);
    },
    // ra-supabase logs out on any 403; a 403 from row-level security must only show an error.
    async checkError(error: { status?: number; name?: string }) {
      if (error?.status === 401 || error?.name === 'AuthSessionMissingError') {
        const { data, error: userError } = await client.auth.getUser();
        if (userError || !data.user) throw new Error(i18nProvider.translate('ra.notification.logged_out'));
      }
    },
    async logout() {
      // supabase-js clears the local session even when the server answers 401, 403 or 404.
      await client.auth.signOut();
    },
  };
}

export const authProvider = createAuthProvider();
