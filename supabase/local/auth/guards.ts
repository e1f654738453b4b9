import { jwtVerify, errors as joseErrors } from 'jose';
import { PASSWORD_CHARACTER_SETS, type AuthConfig } from '../config.ts';
import type { SqlClient } from '../sql-client.ts';
import { AuthError, MESSAGES, badRequest, forbidden, invalid, unauthorized } from './errors.ts';
import type { Claims } from './claims.ts';
import type { Request } from './http.ts';
import { findSession } from './sessions.ts';
import { isUuid, type Users } from './users.ts';

/** The checks routes declare as middleware (auth.go, password.go); middleware.ts applies them. */
export interface Guards {
  /** requireAuthentication; without `requireSession` only the token itself is checked. */
  authenticate(req: Request, requireSession?: boolean): Promise<Claims>;
  /** requireAdminCredentials. */
  requireAdmin(req: Request): Promise<Claims>;
  /** checkPasswordStrength: the password, or 422 weak_password. */
  checkPassword(password: string | undefined): string;
}

/** Supabase Auth limits bcrypt input to 72 bytes and refuses longer passwords (internal/api/password.go). */
const MAX_PASSWORD_BYTES = 72;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
/** GoTrue's JWT.AdminRoles default. */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

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

export function createGuards(options: {
  sql: SqlClient;
  config: AuthConfig;
  secret: Uint8Array;
  users: Users;
}): Guards {
  const { sql, config, secret } = options;
  const { findUser } = options.users;
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
      // maybeLoadUserOrSession and the banned check of requireAuthentication (supabase/auth internal/api/auth.go at
      // 91fdecc5 and later): the anon key has no sub (403 bad_jwt), a sub that is no UUID is a 400.
      if (typeof claims.sub !== 'string' || claims.sub === '')
        throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
      if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
      const user = await findUser(claims.sub);
      if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
      const sessionId = claims.session_id;
      if (sessionId !== undefined && sessionId !== '' && sessionId !== NIL_UUID) {
        if (typeof sessionId !== 'string' || !isUuid(sessionId))
          throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
        if (!(await findSession(sql, sessionId)))
          throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
      }
      if (user.banned_until && new Date(user.banned_until).getTime() > Date.now())
        throw forbidden('user_banned', 'User is banned');
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

  return { authenticate, requireAdmin, checkPassword };
}
