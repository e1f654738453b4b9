import type { AuthProvider } from 'react-admin';
import { supabaseAuthProvider } from 'ra-supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseClient } from './supabaseClient';
import { i18nProvider } from './i18nProvider';

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

export function createAuthProvider(client: SupabaseClient = supabaseClient): AuthProvider {
  const base = supabaseAuthProvider(client, {
    getIdentity: async (user) => ({ id: user.id, fullName: user.email ?? '', email: user.email }),
    getPermissions: async (user) => {
      const { data } = await client.from('user_roles').select('role').eq('user_id', user.id).maybeSingle();
      return data?.role ?? null;
    },
  });
  return {
    ...base,
    async login(params) {
      try {
        return await base.login(params);
      } catch (error) {
        throw swedishAuthError(error as { code?: string; status?: number });
      }
    },
    async resetPassword(params: { email: string }) {
      try {
        return await base.resetPassword?.(params);
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
    async getPermissions(params) {
      if (isOnPasswordPage()) return null;
      return base.getPermissions?.(params);
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
