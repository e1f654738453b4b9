/** An access token's claims as the auth server reads them (models/AccessTokenClaims in supabase/auth). */
export interface Claims {
  sub: string;
  role: string;
  session_id?: string;
  aal?: string;
  email?: string;
}
