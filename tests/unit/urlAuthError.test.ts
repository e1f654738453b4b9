import { describe, expect, it } from 'vitest';
import { parseUrlAuthError } from '../../src/auth/urlAuthError';
import { i18nProvider } from '../../src/providers/i18nProvider';

const swedish = (href: string) => {
  const key = parseUrlAuthError(href)?.error.message;
  return key && i18nProvider.translate(key);
};

describe('error parameters in a returned URL', () => {
  it('reads an expired link from the fragment and removes only the error parameters', () => {
    const found = parseUrlAuthError(
      'http://127.0.0.1/admin/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(found?.error.code).toBe('otp_expired');
    expect(i18nProvider.translate(found?.error.message ?? '')).toBe(
      'Länken har gått ut eller har redan använts. Begär en ny länk.',
    );
    expect(found?.cleanUrl).toBe('/admin/login');
  });

  it('reads the query (PKCE flow) and keeps unrelated parameters', () => {
    const found = parseUrlAuthError(
      'http://127.0.0.1/admin?error=server_error&error_description=Database+error&keep=1#x=2',
    );
    expect(i18nProvider.translate(found?.error.message ?? '')).toBe(
      'Inloggningsservern råkade ut för ett fel. Försök igen senare.',
    );
    expect(found?.cleanUrl).toBe('/admin?keep=1#x=2');
  });

  it('falls back to the OAuth error, then to a general Swedish message, never the English description', () => {
    expect(swedish('http://127.0.0.1/admin#error=access_denied')).toMatch(/^Åtkomst nekades/);
    expect(swedish('http://127.0.0.1/admin#error=weird&error_description=Something+broke')).toBe(
      'Länken i e-postmeddelandet fungerade inte. Begär en ny länk eller logga in.',
    );
  });

  it('leaves a URL without error parameters alone', () => {
    expect(
      parseUrlAuthError('http://127.0.0.1/admin/set-password?access_token=a&refresh_token=b'),
    ).toBeNull();
    expect(parseUrlAuthError('http://127.0.0.1/admin/cards?filter=%7B%7D')).toBeNull();
  });
});
