/**
 * Supabase Auth's error bodies (supabase/auth internal/api/apierrors/apierrors.go and errorcode.go, commit
 * 00fc4616): HTTPError is `{code, error_code, msg}`; the OAuth-style `{error, error_description}` is used where
 * Supabase Auth uses it (redirects from /verify and /authorize carry it in the URL).
 */
export type ErrorCode =
  | 'unexpected_failure'
  | 'validation_failed'
  | 'bad_json'
  | 'email_exists'
  | 'bad_jwt'
  | 'not_admin'
  | 'no_authorization'
  | 'user_not_found'
  | 'session_not_found'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'signup_disabled'
  | 'user_banned'
  | 'invite_not_found'
  | 'email_provider_disabled'
  | 'phone_provider_disabled'
  | 'too_many_enrolled_mfa_factors'
  | 'mfa_factor_name_conflict'
  | 'mfa_factor_not_found'
  | 'mfa_challenge_expired'
  | 'mfa_verification_failed'
  | 'insufficient_aal'
  | 'manual_linking_disabled'
  | 'identity_not_found'
  | 'single_identity_not_deletable'
  | 'sms_send_failed'
  | 'email_not_confirmed'
  | 'user_already_exists'
  | 'provider_disabled'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'same_password'
  | 'otp_expired'
  | 'otp_disabled'
  | 'weak_password'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'bad_code_verifier'
  | 'anonymous_provider_disabled'
  | 'mfa_totp_enroll_not_enabled'
  | 'mfa_totp_verify_not_enabled'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'invalid_credentials'
  | 'email_address_invalid'
  | 'request_timeout'
  | 'not_found'
  | 'request_too_large'
  | 'method_not_allowed'
  | 'saml_provider_disabled'
  | 'web3_provider_disabled';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toJSON(): Record<string, unknown> {
    return { code: this.status, error_code: this.errorCode, msg: this.message, ...this.extra };
  }
}

export const badRequest = (code: ErrorCode, msg: string) => new AuthError(400, code, msg);
export const unauthorized = (code: ErrorCode, msg: string) => new AuthError(401, code, msg);
export const forbidden = (code: ErrorCode, msg: string) => new AuthError(403, code, msg);
export const notFound = (code: ErrorCode, msg: string) => new AuthError(404, code, msg);
export const unprocessable = (code: ErrorCode, msg: string) => new AuthError(422, code, msg);
export const tooManyRequests = (code: ErrorCode, msg: string) => new AuthError(429, code, msg);

/** apierrors.NewBadRequestError(ErrorCodeValidationFailed, …): the commonest refusal. */
export const invalid = (msg: string) => badRequest('validation_failed', msg);

/** Messages Supabase Auth uses verbatim in several places. */
export const MESSAGES = {
  invalidLogin: 'Invalid login credentials',
  otpExpired: 'Token has expired or is invalid',
  requestRateLimit: 'Request rate limit reached',
  emailRateLimit: 'Email rate limit exceeded',
  missingBearer: 'This endpoint requires a valid Bearer token',
} as const;
