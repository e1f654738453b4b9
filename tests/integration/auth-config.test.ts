import { describe, expect, it } from 'vitest';
import { parseAuthConfig, parseGoDuration } from '../../supabase/local/config.ts';
import { compileRedirectGlob, createRedirectCheck } from '../../supabase/local/auth/redirect.ts';

/**
 * config.toml as the Supabase CLI reads it (supabase/cli pkg/config) and additional_redirect_urls as
 * Supabase Auth compiles them (gobwas/glob with '.' and '/' separators, internal/conf/configuration.go).
 */
describe('auth settings from config.toml', () => {
  it('reads [auth], [auth.email], [auth.rate_limit] and [auth.mfa], with the CLI defaults for the rest', () => {
    process.env.H3_TEST_SITE = 'https://admin.example.se';
    const config = parseAuthConfig(`
      [auth]
      site_url = "env(H3_TEST_SITE)"
      additional_redirect_urls = ["https://*.example.se/**"]
      jwt_expiry = 600
      enable_signup = false
      minimum_password_length = 10
      password_requirements = "lower_upper_letters_digits"
      [auth.rate_limit]
      sign_in_sign_ups = 7
      [auth.email]
      enable_confirmations = true
      max_frequency = "1m30s"
      [auth.mfa]
      max_enrolled_factors = 2
      [auth.mfa.totp]
      enroll_enabled = true
    `);
    expect(config).toMatchObject({
      siteUrl: 'https://admin.example.se',
      additionalRedirectUrls: ['https://*.example.se/**'],
      jwtExpiry: 600,
      enableSignup: false,
      minimumPasswordLength: 10,
      passwordRequirements: 'lower_upper_letters_digits',
      rateLimit: { signInSignUps: 7, emailSent: 2, tokenRefresh: 150 },
      email: { enableConfirmations: true, maxFrequency: 90, otpLength: 6 },
      mfa: { maxEnrolledFactors: 2, totpEnrollEnabled: true, totpVerifyEnabled: false },
    });
  });

  it('refuses values the CLI would refuse', () => {
    expect(() => parseAuthConfig('[auth]\npassword_requirements = "everything"')).toThrow(
      /password_requirements/,
    );
    expect(() => parseAuthConfig('[auth]\njwt_expiry = "soon"')).toThrow(/jwt_expiry/);
    expect(() => parseGoDuration('5 minutes')).toThrow();
  });

  it('compiles redirect globs with . and / as separators', () => {
    const cases: [glob: string, url: string, matches: boolean][] = [
      ['https://*.example.se/*', 'https://pr-1.example.se/x', true],
      ['https://*.example.se/*', 'https://a.b.example.se/x', false],
      ['https://*.example.se/*', 'https://pr-1.example.se/x/y', false],
      ['https://app.example.se/**', 'https://app.example.se/a/b.c/d?x=1', true],
      ['https://app.example.se/**', 'https://app.example.se.evil.example/a', false],
      ['https://{app,admin}.example.se/cb?', 'https://admin.example.se/cb1', true],
      ['https://{app,admin}.example.se/cb?', 'https://other.example.se/cb1', false],
    ];
    for (const [glob, url, matches] of cases)
      expect(compileRedirectGlob(glob).test(url), `${glob} ${url}`).toBe(matches);
  });

  it('allows the site, loopback and the allow-list, nothing else', () => {
    const allowed = createRedirectCheck('https://admin.example.se', ['https://preview-*.example.se/**']);
    const cases: [string, boolean][] = [
      ['https://admin.example.se/admin/set-password', true],
      ['http://admin.example.se/', false],
      ['https://preview-12.example.se/admin', true],
      ['https://preview-12.example.se.evil.example/', false],
      ['http://127.0.0.1:9999/x', true],
      ['http://2130706433/x', false],
      ['\thttps://evil.example/', false],
      ['javascript:alert(1)', false],
      ['https://evil.example/#https://admin.example.se', false],
    ];
    for (const [url, expected] of cases) expect(allowed(url), url).toBe(expected);
  });

  it('reads hosts as Go does: only real loopback IP literals pass on any port (request.go IsRedirectURLValid)', () => {
    const allowed = createRedirectCheck('https://admin.example.se', []);
    const loopback = [
      // Loopback IPs on any port and scheme pass on hosted projects too (RFC 8252 7.3, ip.IsLoopback()).
      'http://127.0.0.1:1/x',
      'http://127.8.9.10:65535/',
      'http://[::1]:8080/',
      'myapp://127.0.0.1/',
      'http://[::ffff:127.0.0.1]:9/',
    ];
    const refused = [
      // Spellings a browser resolves to 127.0.0.1 but Go's url.Parse keeps as names (or refuses) do not.
      'http://127.1:9999/',
      'http://0x7f.0.0.1:9999/',
      'http://0177.0.0.1/',
      'http://2130706433:80/',
      'http://localhost:9999/',
      'http://[fe80::1%25eth0]:9/',
      'http://10.0.0.1:9999/',
      'http://[::2]:9999/',
      // The site itself: scheme, host and port as written (":443" is not the site's empty port in Go).
      'https://admin.example.se:443/',
      'https://admin.example.se:8443/',
    ];
    for (const url of loopback) expect(allowed(url), url).toBe(true);
    for (const url of refused) expect(allowed(url), url).toBe(false);
    // A loopback site URL keeps its host on any port (isLocalhost skips the port check).
    const local = createRedirectCheck('http://localhost:5173', []);
    expect(local('http://localhost:9999/cb')).toBe(true);
    expect(local('https://localhost:9999/cb')).toBe(false);
  });
});
