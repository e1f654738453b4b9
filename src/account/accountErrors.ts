import type { TranslateFunction } from 'react-admin';

/** Supabase Auth error codes (supabase/auth internal/api/apierrors) and their messages in sv.ts. */
const MESSAGES: Record<string, string> = {
  weak_password: 'app.account.errors.weak_password',
  same_password: 'app.account.errors.same_password',
  reauthentication_not_valid: 'app.account.errors.reauthentication_not_valid',
  insufficient_aal: 'app.account.errors.insufficient_aal',
  mfa_verification_failed: 'app.account.errors.mfa_verification_failed',
  mfa_challenge_expired: 'app.account.errors.mfa_challenge_expired',
  mfa_factor_name_conflict: 'app.account.errors.mfa_factor_name_conflict',
  too_many_enrolled_mfa_factors: 'app.account.errors.too_many_enrolled_mfa_factors',
  session_not_found: 'app.account.errors.session_not_found',
  over_request_rate_limit: 'app.account.errors.over_request_rate_limit',
};

export function accountErrorText(
  translate: TranslateFunction,
  error: { code?: string; message?: string },
): string {
  return translate((error.code && MESSAGES[error.code]) || 'app.account.errors.generic');
}
