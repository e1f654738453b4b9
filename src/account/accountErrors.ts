/** Supabase Auth error codes (supabase/auth internal/api/apierrors) in Swedish, for the account pages. */
const MESSAGES: Record<string, string> = {
  weak_password: 'Lösenordet är för svagt (minst 6 tecken)',
  same_password: 'Det nya lösenordet måste skilja sig från det gamla',
  reauthentication_not_valid: 'Bekräftelsekoden är fel eller har gått ut',
  insufficient_aal: 'Verifiera dig med din autentiseringsapp innan du tar bort en aktiv app',
  mfa_verification_failed: 'Felaktig kod, försök igen',
  mfa_challenge_expired: 'Koden hann gå ut, försök igen',
  mfa_factor_name_conflict: 'Du har redan en app med det namnet',
  too_many_enrolled_mfa_factors: 'Du har för många registrerade appar',
  session_not_found: 'Din session har avslutats, logga in igen',
  over_request_rate_limit: 'För många försök, vänta en stund',
};

export function accountErrorText(error: { code?: string; message?: string }): string {
  return (error.code && MESSAGES[error.code]) || 'Något gick fel, försök igen';
}
