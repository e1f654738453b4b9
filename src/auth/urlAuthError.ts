/**
 * Supabase Auth sends a failed e-mail link (expired or used recovery, confirmation or invite link) back to the site
 * with `error`, `error_code` and `error_description` in the fragment (implicit flow) or the query (PKCE flow), e.g.
 * `#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`.
 * Codes as in supabase/auth internal/api/apierrors/errorcode.go (commit 00fc4616).
 */
const ERROR_PARAMS = ['error', 'error_code', 'error_description'] as const;

const BY_CODE: Record<string, string> = {
  otp_expired: 'Länken har gått ut eller har redan använts. Begär en ny länk.',
  otp_disabled: 'Inloggning med e-postlänk är avstängd.',
  flow_state_expired: 'Inloggningen tog för lång tid och har gått ut. Försök igen.',
  flow_state_not_found:
    'Inloggningen kunde inte slutföras. Öppna länken i samma webbläsare som du begärde den i.',
  bad_code_verifier:
    'Inloggningen kunde inte slutföras. Öppna länken i samma webbläsare som du begärde den i.',
  user_banned: 'Kontot är spärrat.',
  user_not_found: 'Kontot finns inte längre.',
  signup_disabled: 'Nya konton kan inte skapas.',
  email_not_confirmed: 'E-postadressen är inte bekräftad.',
  email_address_not_authorized: 'E-postadressen är inte behörig.',
  invite_not_found: 'Inbjudan finns inte eller har redan använts.',
  over_email_send_rate_limit: 'För många e-postmeddelanden har skickats. Vänta en stund och försök igen.',
  over_request_rate_limit: 'För många försök. Vänta en stund och försök igen.',
  session_expired: 'Sessionen har gått ut. Logga in igen.',
  validation_failed: 'Länken är ogiltig.',
  unexpected_failure: 'Inloggningsservern råkade ut för ett fel. Försök igen senare.',
};

/** OAuth 2.0 error values (RFC 6749 §4.1.2.1), which Supabase Auth puts in `error`. */
const BY_ERROR: Record<string, string> = {
  access_denied: 'Åtkomst nekades. Länken är ogiltig eller har gått ut.',
  server_error: 'Inloggningsservern råkade ut för ett fel. Försök igen senare.',
  temporarily_unavailable: 'Inloggningen är tillfälligt otillgänglig. Försök igen senare.',
  invalid_request: 'Länken är ogiltig.',
  unauthorized_client: 'Inloggningen är inte tillåten från den här sidan.',
};

export interface UrlAuthError {
  error: string | null;
  code: string | null;
  message: string;
}

export function swedishUrlAuthError(error: string | null, code: string | null): string {
  return (
    (code && BY_CODE[code]) ??
    (error && BY_ERROR[error]) ??
    'Länken i e-postmeddelandet fungerade inte. Begär en ny länk eller logga in.'
  );
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
