// Shared by the Edge Function admin-users and the admin app's data provider (src/providers/adminsProvider.ts):
// one row of GET /functions/v1/admin-users. `supabase functions deploy` bundles _shared/ with the function.

/** An administrator: the admin role in public.user_roles and the Auth user behind it. */
export interface AdminRow {
  id: string;
  email: string;
  last_sign_in_at: string | null;
  mfa: boolean;
  granted_at: string;
  is_self: boolean;
}
