import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { SqlClient } from '../sql-client.ts';
import type { Mail } from './mail.ts';
import { PASSWORD_CHARACTER_SETS, type AuthConfig } from '../config.ts';
import { AuthError, MESSAGES, forbidden, invalid, notFound, unauthorized, unprocessable } from './errors.ts';
import type { Request } from './http.ts';
import { PasswordHasher } from './password.ts';
import { createLimiters, type Limiters } from './ratelimit.ts';
import { createRedirectCheck } from './redirect.ts';

export interface AuthOptions {
  sql: SqlClient;
  jwtSecret: string;
  externalUrl: string;
  mailbox: Mail[];
  config: AuthConfig;
  log?: (line: string) => void;
}

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  phone: string | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface Claims {
  sub: string;
  role: string;
  session_id?: string;
  aal?: string;
  email?: string;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
  secret: string | null;
}

/** Supabase Auth limits bcrypt input to 72 bytes and refuses longer passwords (internal/api/password.go). */
const MAX_PASSWORD_BYTES = 72;
/** GoTrue's JWT.AdminRoles default. */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const INSTANCE = '00000000-0000-0000-0000-000000000000';

export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
export const opaqueToken = () => randomBytes(16).toString('hex');
/** crypto.GenerateTokenHash: hex SHA-224 of e-mail + OTP, the token_hash of e-mail links. */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');
export const sha256Base64Url = (text: string) => createHash('sha256').update(text).digest('base64url');
export const isUuid = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** Linear-time e-mail check after the length cap (internal/api/mail.go validateEmail, checkmail's format). */
const EMAIL_LOCAL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const EMAIL_DOMAIN_LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;
export function validateEmail(email: string | undefined): string {
  if (!email) throw invalid('An email address is required');
  if (email.length > 255) throw invalid('An email address is too long');
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (
    at < 1 ||
    local.length > 64 ||
    !EMAIL_LOCAL.test(local) ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..') ||
    labels.length < 2 ||
    !labels.every((label) => EMAIL_DOMAIN_LABEL.test(label))
  )
    throw invalid('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

export type AuthContext = ReturnType<typeof createContext>;

export function createContext(options: AuthOptions) {
  const { sql, config } = options;
  const secret = new TextEncoder().encode(options.jwtSecret);
  const log = options.log ?? (() => {});
  const passwords = new PasswordHasher();
  const limiters: Limiters = createLimiters(config.rateLimit);
  const redirectAllowed = createRedirectCheck(config.siteUrl, config.additionalRedirectUrls);

  const findUser = async (id: string): Promise<UserRow | undefined> =>
    isUuid(id)
      ? (await sql.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0]
      : undefined;
  const findUserByEmail = async (email: string): Promise<UserRow | undefined> =>
    (
      await sql.query<UserRow>(
        'select * from auth.users where lower(email) = lower($1) and deleted_at is null and is_sso_user = false',
        [email],
      )
    ).rows[0];
  const mustFindUser = async (id: string) => {
    const user = await findUser(id);
    if (!user) throw notFound('user_not_found', 'User not found');
    return user;
  };

  const factorJson = (f: FactorRow) => ({
    id: f.id,
    friendly_name: f.friendly_name ?? '',
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
  });
  const factorsOf = async (userId: string) =>
    (
      await sql.query<FactorRow>(
        'select *, factor_type::text as factor_type, status::text as status from auth.mfa_factors where user_id = $1 order by created_at',
        [userId],
      )
    ).rows;

  /** models.User as Supabase Auth marshals it. */
  const userJson = async (user: UserRow) => {
    const identities = await sql.query<{
      id: string;
      provider_id: string;
      identity_data: unknown;
      provider: string;
      last_sign_in_at: Date | null;
      created_at: Date | null;
      updated_at: Date | null;
      email: string | null;
    }>('select * from auth.identities where user_id = $1 order by created_at', [user.id]);
    const factors = await factorsOf(user.id);
    return {
      id: user.id,
      aud: user.aud ?? 'authenticated',
      role: user.role ?? 'authenticated',
      email: user.email ?? '',
      email_confirmed_at: iso(user.email_confirmed_at) ?? undefined,
      ...(user.invited_at ? { invited_at: iso(user.invited_at) } : {}),
      phone: user.phone ?? '',
      confirmation_sent_at: iso(user.confirmation_sent_at) ?? undefined,
      confirmed_at: iso(user.confirmed_at) ?? undefined,
      recovery_sent_at: iso(user.recovery_sent_at) ?? undefined,
      ...(user.email_change ? { new_email: user.email_change } : {}),
      email_change_sent_at: iso(user.email_change_sent_at) ?? undefined,
      last_sign_in_at: iso(user.last_sign_in_at) ?? undefined,
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      identities: identities.rows.map((i) => ({
        identity_id: i.id,
        id: i.provider_id,
        user_id: user.id,
        identity_data: i.identity_data,
        provider: i.provider,
        last_sign_in_at: iso(i.last_sign_in_at),
        created_at: iso(i.created_at),
        updated_at: iso(i.updated_at),
        email: i.email,
      })),
      ...(factors.length ? { factors: factors.map(factorJson) } : {}),
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
      ...(user.banned_until ? { banned_until: iso(user.banned_until) } : {}),
      is_anonymous: user.is_anonymous,
    };
  };

  const signAccessToken = async (user: UserRow, sessionId: string) => {
    const session = (
      await sql.query<{ aal: string | null }>('select aal::text as aal from auth.sessions where id = $1', [
        sessionId,
      ])
    ).rows[0];
    const amr = (
      await sql.query<{ authentication_method: string; created_at: Date }>(
        'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at desc',
        [sessionId],
      )
    ).rows.map((c) => ({
      method: c.authentication_method,
      timestamp: Math.floor(new Date(c.created_at).getTime() / 1000),
    }));
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + config.jwtExpiry;
    const token = await new SignJWT({
      aud: 'authenticated',
      role: user.role ?? 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      aal: session?.aal ?? 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(options.externalUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(secret);
    return { token, expiresAt };
  };

  const sessionResponse = async (userId: string, sessionId: string, refreshToken: string) => {
    const user = await mustFindUser(userId);
    const { token, expiresAt } = await signAccessToken(user, sessionId);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: config.jwtExpiry,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: await userJson(user),
    };
  };

  /** Starts a session (or steps an existing one up) and issues its first refresh token. */
  const issueSession = async (
    user: UserRow,
    method: string,
    existingSessionId?: string,
    aal: 'aal1' | 'aal2' = 'aal1',
  ) => {
    if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) throw badRequestBanned();
    const sessionId = existingSessionId ?? randomUUID();
    const refreshToken = opaqueToken();
    await sql.transaction(async (tx) => {
      if (!existingSessionId) {
        await tx.query(
          'insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), $3)',
          [sessionId, user.id, aal],
        );
      } else {
        await tx.query(
          'update auth.sessions set aal = $2, updated_at = now(), refreshed_at = now() where id = $1',
          [sessionId, aal],
        );
        await tx.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
          [sessionId],
        );
      }
      await tx.query(
        `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
         values ($1, now(), now(), $2, $3) on conflict (session_id, authentication_method) do update set updated_at = now()`,
        [sessionId, method, randomUUID()],
      );
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
         values ($1, $2, $3, false, now(), now(), $4)`,
        [INSTANCE, refreshToken, user.id, sessionId],
      );
      await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
        user.id,
      ]);
    });
    return sessionResponse(user.id, sessionId, refreshToken);
  };

  /** requireAuthentication + maybeLoadUserOrSession (internal/api/auth.go). */
  const authenticate = async (req: Request, requireSession = true): Promise<Claims> => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('no_authorization', MESSAGES.missingBearer);
    let claims: Claims;
    try {
      claims = (await jwtVerify(match[1], secret, { algorithms: ['HS256'] })).payload as unknown as Claims;
    } catch (error) {
      throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${jwtProblem(error)}`);
    }
    if (requireSession) {
      if (typeof claims.sub !== 'string' || !isUuid(claims.sub))
        throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
      if (!(await findUser(claims.sub)))
        throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
      if (claims.session_id !== undefined) {
        const found =
          typeof claims.session_id === 'string' && isUuid(claims.session_id)
            ? await sql.query('select 1 from auth.sessions where id = $1', [claims.session_id])
            : { rows: [] };
        if (!found.rows.length)
          throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    return claims;
  };

  const requireAdmin = async (req: Request) => {
    const claims = await authenticate(req, false);
    if (!ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed');
    return claims;
  };

  /** checkPasswordStrength (supabase/auth internal/api/password.go at 115032cd) with the CLI's character sets. */
  const checkPassword = (password: string | undefined): string => {
    const value = password ?? '';
    if (Buffer.byteLength(value) > MAX_PASSWORD_BYTES)
      throw invalid(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
    const reasons: string[] = [];
    const messages: string[] = [];
    if (Buffer.byteLength(value) < config.minimumPasswordLength) {
      reasons.push('length');
      messages.push(`Password should be at least ${config.minimumPasswordLength} characters.`);
    }
    const sets = PASSWORD_CHARACTER_SETS[config.passwordRequirements];
    if (sets.length && !sets.every((set) => [...value].some((c) => set.includes(c)))) {
      reasons.push('characters');
      messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
    }
    if (reasons.length)
      throw new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
    return value;
  };

  /** getRedirectTo + IsRedirectURLValid: the asked-for target when allowed, else the site URL. */
  const redirectTarget = (asked: string | undefined | null) =>
    asked && redirectAllowed(asked) ? asked : config.siteUrl;

  const generateOtp = () =>
    Array.from({ length: config.email.otpLength }, () => randomInt(0, 10).toString()).join('');

  /** Sends a mail into the stack's mailbox, counted against [auth.rate_limit] email_sent and max_frequency. */
  const sendMail = (mail: Omit<Mail, 'sentAt'>) => {
    limiters.emailSent.take('project');
    const full: Mail = { ...mail, sentAt: new Date().toISOString() };
    options.mailbox.push(full);
    log(`[auth] mail to ${full.to}: ${full.subject}\n        ${full.link ?? ''}`);
  };

  /** Refuses a second mail of one kind to one user within max_frequency (429 over_email_send_rate_limit). */
  const checkFrequency = (sentAt: Date | null | undefined) => {
    if (!sentAt) return;
    const wait = config.email.maxFrequency * 1000 - (Date.now() - new Date(sentAt).getTime());
    if (wait > 0)
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.ceil(wait / 1000)} seconds.`,
      );
  };

  const createUser = async (input: {
    email: string;
    password?: string;
    data?: Record<string, unknown>;
    appData?: Record<string, unknown>;
    confirmed: boolean;
    role?: string;
    invited?: boolean;
  }) => {
    const id = randomUUID();
    const hash = input.password ? await passwords.hash(input.password) : '';
    await sql.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           invited_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token,
           recovery_token, email_change_token_new, email_change, email_change_token_current, reauthentication_token)
         values ($1, $2, 'authenticated', $3, $4, $5, $6, $7, $8, $9, now(), now(), '', '', '', '', '', '')`,
        [
          INSTANCE,
          id,
          input.role ?? 'authenticated',
          input.email,
          hash,
          input.confirmed ? new Date() : null,
          input.invited ? new Date() : null,
          { provider: 'email', providers: ['email'], ...(input.appData ?? {}) },
          input.data ?? {},
        ],
      );
      await tx.query(
        `insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
         values ($1, $2::uuid, $2::text, $3, 'email', now(), now(), now())`,
        [
          randomUUID(),
          id,
          { sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false },
        ],
      );
    });
    return mustFindUser(id);
  };

  return {
    sql,
    config,
    log,
    secret,
    passwords,
    limiters,
    externalUrl: options.externalUrl,
    redirectAllowed,
    redirectTarget,
    findUser,
    findUserByEmail,
    mustFindUser,
    userJson,
    factorJson,
    factorsOf,
    issueSession,
    sessionResponse,
    authenticate,
    requireAdmin,
    checkPassword,
    createUser,
    generateOtp,
    sendMail,
    checkFrequency,
    close: () => passwords.close(),
  };
}

/**
 * parseJWTClaims (supabase/auth internal/api/auth.go at 0444dd25 and later) parses with golang-jwt v5's defaults:
 * exp and nbf are checked when present, and a token without exp is accepted (no WithExpirationRequired), as
 * PostgREST accepts it. The wording is golang-jwt's.
 */
function jwtProblem(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'nbf')
    return 'token has invalid claims: token is not valid yet';
  return 'signature is invalid';
}

const badRequestBanned = () => new AuthError(400, 'user_banned', 'User is banned');

export const unprocessableEmailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');
