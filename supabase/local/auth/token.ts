import type { AuthContext } from './context.ts';
import { validateEmail } from './context.ts';
import { MESSAGES, badRequest, invalid } from './errors.ts';
import type { Request } from './http.ts';
import { exchangeAuthCode } from './flows.ts';
import { rotateRefreshToken } from './sessions.ts';
import { idTokenGrant, web3Grant } from './disabled.ts';
import { ok, type LimiterName, type Reply, type Route } from './types.ts';

/** POST /token (supabase/auth internal/api/token.go, token_refresh.go, pkce). */
async function token(ctx: AuthContext, req: Request): Promise<Reply> {
  const grant = req.query.get('grant_type');
  switch (grant) {
    case 'password':
      return passwordGrant(ctx, req);
    case 'refresh_token':
      return refreshGrant(ctx, req);
    case 'pkce':
      return pkceGrant(ctx, req);
    case 'web3':
      return web3Grant();
    case 'id_token':
      return idTokenGrant(await req.body());
    default:
      // token.go: an unknown grant type is a 400 with this message.
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}

/** ResourceOwnerPasswordGrant. */
async function passwordGrant(ctx: AuthContext, req: Request): Promise<Reply> {
  const body = await req.body();
  const email = body.str('email');
  const phone = body.str('phone');
  const password = body.str('password') ?? '';
  if (!email && !phone) throw invalid('missing email or phone');
  if (phone && !email) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  let user;
  try {
    user = await ctx.findUserByEmail(validateEmail(email));
  } catch {
    user = undefined;
  }
  // Always one bcrypt comparison, so an unknown address takes as long as a wrong password.
  const hash = user?.encrypted_password || '$2a$10$plN8EjO6TCuwFQvu1NNpIe200xMBc736n47hk9D6ZNX2jTsg56rru';
  const matches =
    Buffer.byteLength(password) <= 72 && password.length > 0 && (await ctx.passwords.verify(password, hash));
  if (!user || !user.encrypted_password || !matches)
    throw badRequest('invalid_credentials', MESSAGES.invalidLogin);
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return ok(await ctx.issueSession(user, 'password'));
}

/** RefreshTokenGrant: rotation, the reuse interval, and revoking the session family on reuse. */
async function refreshGrant(ctx: AuthContext, req: Request): Promise<Reply> {
  const body = await req.body();
  const token = body.str('refresh_token');
  if (!token) throw invalid('refresh_token required');
  const reuseMs = ctx.config.refreshTokenReuseInterval * 1000;
  // The outcome is returned, not thrown, so that revoking a reused token's family commits.
  const outcome = await rotateRefreshToken(ctx.sql, token, {
    reuseMs,
    rotation: ctx.config.enableRefreshTokenRotation,
  });
  if (outcome.kind === 'reused')
    throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return ok(await ctx.sessionResponse(outcome.userId, outcome.sessionId, outcome.token));
}

/** PKCEGrant: the code from an e-mail link plus the verifier kept by supabase-js. */
async function pkceGrant(ctx: AuthContext, req: Request): Promise<Reply> {
  const body = await req.body();
  const code = body.str('auth_code') ?? '';
  const verifier = body.str('code_verifier') ?? '';
  if (!code || !verifier)
    throw invalid('invalid request: both auth code and code verifier should be non-empty');
  const { userId, method } = await exchangeAuthCode(ctx, code, verifier);
  const user = await ctx.mustFindUser(userId);
  return ok(
    await ctx.issueSession(user, method === 'recovery' || method === 'magiclink' ? 'otp' : 'email/signup'),
  );
}

/** token.go rate-limits per grant: sign-ins, refreshes, and PKCE exchanges as verifications. */
const GRANT_LIMITS = new Map<string, LimiterName>([
  ['password', 'signInSignUps'],
  ['refresh_token', 'tokenRefresh'],
  ['pkce', 'verify'],
]);
const grantLimit = async (req: Request) => GRANT_LIMITS.get(req.query.get('grant_type') ?? '');

export const tokenRoutes: Route[] = [{ method: 'POST', path: '/token', limit: grantLimit, handler: token }];
