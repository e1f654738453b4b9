import type { AuthProvider } from 'react-admin';
import { supabaseAuthProvider } from 'ra-supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseClient } from './supabaseClient';

const SIGN_IN_ERRORS: Record<string, string> = {
  invalid_credentials: 'Fel e-post eller lösenord',
  email_not_confirmed: 'E-postadressen är inte bekräftad',
  user_already_exists: 'Det finns redan ett konto med den e-postadressen',
  weak_password: 'Lösenordet är för svagt (minst 6 tecken)',
  over_request_rate_limit: 'För många försök, vänta en stund',
};

export function swedishAuthError(error: { code?: string; message?: string; status?: number }): Error {
  const text =
    (error.code && SIGN_IN_ERRORS[error.code]) ??
    (error.status === 0 || error.status === undefined
      ? 'Kunde inte nå inloggningsservern'
      : 'Inloggningen misslyckades');
  return new Error(text);
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
        if (userError || !data.user) throw new Error('Din session har avslutats, logga in igen.');
      }
    },
    async logout() {
      // supabase-js clears the local session even when the server answers 401, 403 or 404.
      await client.auth.signOut();
    },
  };
}

export const authProvider = createAuthProvider();
