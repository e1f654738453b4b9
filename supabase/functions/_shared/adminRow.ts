// Shared by the Edge Function admin-users and the admin app's data provider (src/providers/adminsProvider.ts):
// one row of GET /functions/v1/admin-users. `supabase functions deploy` bundles _shared/ with the function.

/** The roles of public.user_roles (its check constraint user_roles_role_valid). */
export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A member of the back office's team: a role in public.user_roles and the Auth user behind it. */
export interface AdminRow {
  id: string;
  email: string;
  last_sign_in_at: string | null;
  mfa: boolean;
  granted_at: string;
  role: StaffRole;
  is_self: boolean;
}
