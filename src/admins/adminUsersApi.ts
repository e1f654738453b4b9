import { FunctionsHttpError } from '@supabase/supabase-js';
import { supabaseClient } from '../providers/supabaseClient';

/** One row of the Edge Function `admin-users` (supabase/functions/admin-users/index.ts). */
export interface AdminRow {
  id: string;
  email: string;
  last_sign_in_at: string | null;
  mfa: boolean;
  granted_at: string;
  is_self: boolean;
}

const FUNCTION = 'admin-users';

/**
 * The function answers { code, message } with a Swedish message; anything else becomes the i18n key of a
 * generic one, which the page translates.
 */
async function unwrap<T>(result: { data: T | null; error: unknown }): Promise<T> {
  if (!result.error) return result.data as T;
  if (result.error instanceof FunctionsHttpError) {
    const body = (await (result.error.context as Response).json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? 'app.admins.errors.generic');
  }
  throw new Error('app.admins.errors.unreachable');
}

export async function listAdmins(): Promise<AdminRow[]> {
  const data = await unwrap(
    await supabaseClient.functions.invoke<{ admins: AdminRow[] }>(FUNCTION, { method: 'GET' }),
  );
  return data.admins;
}

export async function inviteAdmin(email: string): Promise<{ id: string; email: string; invited: boolean }> {
  const redirectTo = `${window.location.origin}/admin/set-password`;
  return unwrap(
    await supabaseClient.functions.invoke(FUNCTION, {
      method: 'POST',
      body: { email, redirect_to: redirectTo },
    }),
  );
}

export async function revokeAdmin(userId: string): Promise<void> {
  await unwrap(await supabaseClient.functions.invoke(`${FUNCTION}/${userId}`, { method: 'DELETE' }));
}
