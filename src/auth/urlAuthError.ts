/**
 * Supabase Auth sends a failed e-mail link (expired or used recovery, confirmation or invite link) back to the site
 * with `error`, `error_code` and `error_description` in the fragment (implicit flow) or the query (PKCE flow), e.g.
 * `#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`.
 * Codes as in supabase/auth internal/api/apierrors/errorcode.go (commit 00fc4616).
 */
const ERROR_PARAMS = ['error', 'error_code', 'error_description'] as const;

/** Supabase Auth's error codes: i18n keys under app.errors.url_auth. */
const BY_CODE: Record<string, string> = {
  otp_expired: 'app.errors.url_auth.otp_expired',
  otp_disabled: 'app.errors.url_auth.otp_disabled',
  flow_state_expired: 'app.errors.url_auth.flow_state_expired',
  flow_state_not_found: 'app.errors.url_auth.other_browser',
  bad_code_verifier: 'app.errors.url_auth.other_browser',
  user_banned: 'app.errors.url_auth.user_banned',
  user_not_found: 'app.errors.url_auth.user_not_found',
  signup_disabled: 'app.errors.url_auth.signup_disabled',
  email_not_confirmed: 'app.errors.url_auth.email_not_confirmed',
  email_address_not_authorized: 'app.errors.url_auth.email_address_not_authorized',
  invite_not_found: 'app.errors.url_auth.invite_not_found',
  over_email_send_rate_limit: 'app.errors.url_auth.over_email_send_rate_limit',
  over_request_rate_limit: 'app.errors.url_auth.over_request_rate_limit',
  session_expired: 'app.errors.url_auth.session_expired',
  validation_failed: 'app.errors.url_auth.invalid_link',
  unexpected_failure: 'app.errors.url_auth.server_error',
};

/** OAuth 2.0 error values (RFC 6749 §4.1.2.1), which Supabase Auth puts in `error`. */
const BY_ERROR: Record<string, string> = {
  access_denied: 'app.errors.url_auth.access_denied',
  server_error: 'app.errors.url_auth.server_error',
  temporarily_unavailable: 'app.errors.url_auth.temporarily_unavailable',
  invalid_request: 'app.errors.url_auth.invalid_link',
  unauthorized_client: 'app.errors.url_auth.unauthorized_client',
};

export interface UrlAuthError {
  error: string | null;
  code: string | null;
  /** i18n key of the Swedish message. */
  message: string;
}

/** The i18n key of the Swedish message for a failed e-mail link. */
export function swedishUrlAuthError(error: string | null, code: string | null): string {
  return (code && BY_CODE[code]) ?? (error && BY_ERROR[error]) ?? 'app.errors.url_auth.fallback';
}

function strip(params: URLSearchParams): boolean {
  const found = ERROR_PARAMS.some((name) => params.has(name));
  for (const name of ERROR_PARAMS) params.delete(name);
  return found;
}

/**
 * Reads Supabase Auth's error parameters from a URL and returns the error with the URL without them,
 * or null when the URL carries none.
 */
export function parseUrlAuthError(href: string): { error: UrlAuthError; cleanUrl: string } | null {
  const url = new URL(href);
  const query = new URLSearchParams(url.search);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const error = query.get('error') ?? fragment.get('error');
  const code = query.get('error_code') ?? fragment.get('error_code');
  const description = query.get('error_description') ?? fragment.get('error_description');
  const inQuery = strip(query);
  const inFragment = strip(fragment);
  if (!inQuery && !inFragment) return null;
  if (!error && !code && !description) return null;
  const search = query.toString();
  const hash = fragment.toString();
  return {
    error: { error, code, message: swedishUrlAuthError(error, code) },
    cleanUrl: `${url.pathname}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`,
  };
}

const STORAGE_KEY = 'kortjamfor:url-auth-error';

/** Called once before the router starts: keeps the error for the sign-in page and cleans the address bar. */
export function captureUrlAuthError(): void {
  const found = parseUrlAuthError(window.location.href);
  if (!found) return;
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(found.error));
  window.history.replaceState(window.history.state, '', found.cleanUrl);
}

/** The error captured from the URL, if any. */
export function readUrlAuthError(): UrlAuthError | null {
  const raw = window.sessionStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UrlAuthError;
  } catch {
    return null;
  }
}

/** Forgets the captured error once shown, so that a reload shows the plain form. */
export function clearUrlAuthError(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
}
