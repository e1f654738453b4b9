// Shared by the Edge Functions admin-users and link-check. `supabase functions deploy` bundles _shared/ with the
// function.

/**
 * The claims of a JWT's payload, read without checking the signature: the caller has already verified the token
 * (the platform's verify_jwt, and the function's own authorisation). Throws on a token that is not a JWT.
 */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  const json = atob(
    payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '='),
  );
  return JSON.parse(json) as Record<string, unknown>;
}
