import type { AuthContext } from './context.ts';
import { opaqueToken, validateEmail } from './context.ts';
import { MESSAGES, badRequest, invalid } from './errors.ts';
import type { Request } from './http.ts';
import { exchangeAuthCode } from './flows.ts';
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

type RefreshOutcome = { kind: 'reused' } | { kind: 'ok'; userId: string; sessionId: string; token: string };

/** RefreshTokenGrant: rotation, the reuse interval, and revoking the session family on reuse. */
async function refreshGrant(ctx: AuthContext, req: Request): Promise<Reply> {
  const body = await req.body();
  const token = body.str('refresh_token');
  if (!token) throw invalid('refresh_token required');
  const reuseMs = ctx.config.refreshTokenReuseInterval * 1000;
  // The outcome is returned, not thrown, so that revoking a reused token's family commits
  // (storage.NewCommitWithError in token_refresh.go).
  const outcome = await ctx.sql.transaction<RefreshOutcome>(async (tx) => {
    const row = (
      await tx.query<{
        id: string;
        user_id: string;
        revoked: boolean;
        session_id: string | null;
        updated_at: Date;
        token: string;
      }>('select * from auth.refresh_tokens where token = $1 for update', [token])
    ).rows[0];
    if (!row || !row.session_id)
      throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (row.revoked) {
      const child = (
        await tx.query<{ token: string; revoked: boolean }>(
          'select token, revoked from auth.refresh_tokens where parent = $1 order by id desc limit 1',
          [token],
        )
      ).rows[0];
      const withinInterval = Date.now() - new Date(row.updated_at).getTime() < reuseMs;
      if (ctx.config.enableRefreshTokenRotation && !(withinInterval && child && !child.revoked)) {
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return { kind: 'reused' };
      }
      // A concurrent refresh within the reuse interval gets the active child token again.
      if (child && !child.revoked)
        return { kind: 'ok', userId: row.user_id, sessionId: row.session_id, token: child.token };
      return { kind: 'reused' };
    }
    const next = (
      await tx.query<{ token: string }>(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)
         returning token`,
        [opaqueToken(), row.user_id, token, row.session_id],
      )
    ).rows[0];
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
      row.id,
    ]);
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
      row.session_id,
    ]);
    return { kind: 'ok', userId: row.user_id, sessionId: row.session_id, token: next.token };
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
