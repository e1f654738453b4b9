import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

/**
 * The parts of supabase/config.toml the embedded stack honours, read the way the Supabase CLI reads them
 * (supabase/cli pkg/config): defaults for absent keys are those of the CLI's config template, `env(NAME)` values
 * are substituted from the environment, and password_requirements maps to the same character sets the CLI
 * hands to Supabase Auth (internal/start/start.go at 0030a062, GOTRUE_PASSWORD_REQUIRED_CHARACTERS).
 */
export interface RateLimits {
  /** E-mails per hour, for the whole project. */
  emailSent: number;
  smsSent: number;
  anonymousUsers: number;
  /** Per 5 minutes and IP. */
  tokenRefresh: number;
  /** Per 5 minutes and IP (password sign-ins, sign-ups, OTP/magic-link requests). */
  signInSignUps: number;
  /** Per 5 minutes and IP (/verify, PKCE code exchange). */
  tokenVerifications: number;
}

export type PasswordRequirements =
  '' | 'letters_digits' | 'lower_upper_letters_digits' | 'lower_upper_letters_digits_symbols';

export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  enableSignup: boolean;
  enableAnonymousSignIns: boolean;
  enableRefreshTokenRotation: boolean;
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  passwordRequirements: PasswordRequirements;
  rateLimit: RateLimits;
  email: {
    enableSignup: boolean;
    enableConfirmations: boolean;
    doubleConfirmChanges: boolean;
    securePasswordChange: boolean;
    /** Seconds between two e-mails to the same user. */
    maxFrequency: number;
    otpLength: number;
    /** Seconds an e-mailed link or code stays valid. */
    otpExpiry: number;
  };
  mfa: {
    maxEnrolledFactors: number;
    totpEnrollEnabled: boolean;
    totpVerifyEnabled: boolean;
  };
}

export const CONFIG_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'config.toml');

/** The CLI's defaults (pkg/config/templates/config.toml) for keys the file leaves out. */
export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  siteUrl: 'http://127.0.0.1:3000',
  additionalRedirectUrls: ['https://127.0.0.1:3000'],
  jwtExpiry: 3600,
  enableSignup: true,
  enableAnonymousSignIns: false,
  enableRefreshTokenRotation: true,
  refreshTokenReuseInterval: 10,
  minimumPasswordLength: 6,
  passwordRequirements: '',
  rateLimit: {
    emailSent: 2,
    smsSent: 30,
    anonymousUsers: 30,
    tokenRefresh: 150,
    signInSignUps: 30,
    tokenVerifications: 30,
  },
  email: {
    enableSignup: true,
    enableConfirmations: false,
    doubleConfirmChanges: true,
    securePasswordChange: false,
    maxFrequency: 1,
    otpLength: 6,
    otpExpiry: 3600,
  },
  mfa: { maxEnrolledFactors: 10, totpEnrollEnabled: false, totpVerifyEnabled: false },
};

/** The CLI's sets (internal/start/start.go), each a group of which a password needs one character. */
export const PASSWORD_CHARACTER_SETS: Record<PasswordRequirements, string[]> = {
  '': [],
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits_symbols: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
    '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
  ],
};

type Table = Record<string, unknown>;

const substituteEnv = (value: unknown): unknown => {
  if (typeof value === 'string') {
    const match = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value.trim());
    return match ? (process.env[match[1]] ?? '') : value;
  }
  if (Array.isArray(value)) return value.map(substituteEnv);
  return value;
};

const table = (parent: Table | undefined, key: string): Table | undefined => {
  const value = parent?.[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : undefined;
};

function pick<T>(parent: Table | undefined, key: string, fallback: T, check: (v: unknown) => boolean): T {
  const value = substituteEnv(parent?.[key]);
  if (value === undefined) return fallback;
  if (!check(value)) throw new Error(`config.toml: ${key} has an invalid value ${JSON.stringify(value)}`);
  return value as T;
}
const isString = (v: unknown) => typeof v === 'string';
const isBool = (v: unknown) => typeof v === 'boolean';
const isCount = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint') && Number(v) >= 0;
const num = (parent: Table | undefined, key: string, fallback: number) =>
  Number(pick<number | bigint>(parent, key, fallback, isCount));

/** Go's time.ParseDuration for the forms config.toml uses ("1s", "1m0s", "90s", "1h"). */
export function parseGoDuration(text: string): number {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== text)
    throw new Error(`config.toml: invalid duration ${JSON.stringify(text)}`);
  const unit = { ms: 0.001, s: 1, m: 60, h: 3600 } as const;
  return parts.reduce((sum, p) => sum + Number(p[1]) * unit[p[2] as keyof typeof unit], 0);
}

/** Reads [auth] of a config.toml text into the stack's settings. */
export function parseAuthConfig(text: string): AuthConfig {
  const root = parse(text) as Table;
  const auth = table(root, 'auth');
  const email = table(auth, 'email');
  const rate = table(auth, 'rate_limit');
  const mfa = table(auth, 'mfa');
  const totp = table(mfa, 'totp');
  const d = DEFAULT_AUTH_CONFIG;
  const requirements = pick<string>(auth, 'password_requirements', '', isString);
  if (!(requirements in PASSWORD_CHARACTER_SETS))
    throw new Error(`config.toml: unknown password_requirements ${JSON.stringify(requirements)}`);
  return {
    siteUrl: pick(auth, 'site_url', d.siteUrl, isString),
    additionalRedirectUrls: pick(
      auth,
      'additional_redirect_urls',
      d.additionalRedirectUrls,
      (v) => Array.isArray(v) && v.every(isString),
    ),
    jwtExpiry: num(auth, 'jwt_expiry', d.jwtExpiry),
    enableSignup: pick(auth, 'enable_signup', d.enableSignup, isBool),
    enableAnonymousSignIns: pick(auth, 'enable_anonymous_sign_ins', d.enableAnonymousSignIns, isBool),
    enableRefreshTokenRotation: pick(
      auth,
      'enable_refresh_token_rotation',
      d.enableRefreshTokenRotation,
      isBool,
    ),
    refreshTokenReuseInterval: num(auth, 'refresh_token_reuse_interval', d.refreshTokenReuseInterval),
    minimumPasswordLength: num(auth, 'minimum_password_length', d.minimumPasswordLength),
    passwordRequirements: requirements as PasswordRequirements,
    rateLimit: {
      emailSent: num(rate, 'email_sent', d.rateLimit.emailSent),
      smsSent: num(rate, 'sms_sent', d.rateLimit.smsSent),
      anonymousUsers: num(rate, 'anonymous_users', d.rateLimit.anonymousUsers),
      tokenRefresh: num(rate, 'token_refresh', d.rateLimit.tokenRefresh),
      signInSignUps: num(rate, 'sign_in_sign_ups', d.rateLimit.signInSignUps),
      tokenVerifications: num(rate, 'token_verifications', d.rateLimit.tokenVerifications),
    },
    email: {
      enableSignup: pick(email, 'enable_signup', d.email.enableSignup, isBool),
      enableConfirmations: pick(email, 'enable_confirmations', d.email.enableConfirmations, isBool),
      doubleConfirmChanges: pick(email, 'double_confirm_changes', d.email.doubleConfirmChanges, isBool),
      securePasswordChange: pick(email, 'secure_password_change', d.email.securePasswordChange, isBool),
      maxFrequency: parseGoDuration(pick(email, 'max_frequency', '1s', isString)),
      otpLength: num(email, 'otp_length', d.email.otpLength),
      otpExpiry: num(email, 'otp_expiry', d.email.otpExpiry),
    },
    mfa: {
      maxEnrolledFactors: num(mfa, 'max_enrolled_factors', d.mfa.maxEnrolledFactors),
      totpEnrollEnabled: pick(totp, 'enroll_enabled', d.mfa.totpEnrollEnabled, isBool),
      totpVerifyEnabled: pick(totp, 'verify_enabled', d.mfa.totpVerifyEnabled, isBool),
    },
  };
}

export function loadAuthConfig(file = CONFIG_FILE): AuthConfig {
  return parseAuthConfig(readFileSync(file, 'utf8'));
}

/** Overrides for tests: any part of the settings, nested objects merged. */
export type AuthConfigOverrides = Partial<Omit<AuthConfig, 'rateLimit' | 'email' | 'mfa'>> & {
  rateLimit?: Partial<RateLimits>;
  email?: Partial<AuthConfig['email']>;
  mfa?: Partial<AuthConfig['mfa']>;
};

export function withOverrides(base: AuthConfig, overrides: AuthConfigOverrides = {}): AuthConfig {
  return {
    ...base,
    ...overrides,
    rateLimit: { ...base.rateLimit, ...overrides.rateLimit },
    email: { ...base.email, ...overrides.email },
    mfa: { ...base.mfa, ...overrides.mfa },
  };
}
