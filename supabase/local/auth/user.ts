import type { AuthContext } from './context.ts';
import { tokenHash, validateEmail } from './context.ts';
import {
  AuthError,
  MESSAGES,
  badRequest,
  forbidden,
  invalid,
  notFound,
  unauthorized,
  unprocessable,
} from './errors.ts';
import type { Request } from './http.ts';
import { issueLink, readPkce, sentAtOf } from './flows.ts';
import { checkedRedirect } from './redirect.ts';
import { findSession, isAal2 } from './sessions.ts';
import { ok, type Reply, type Route } from './types.ts';

/**
 * The signed-in user: GET/PUT /user, /logout, the identity endpoints and /authorize (supabase/auth
 * internal/api/user.go, logout.go, identity.go, external.go).
 */
async function getUser(ctx: AuthContext, req: Request): Promise<Reply> {
  const claims = await ctx.authenticate(req);
  return ok(await ctx.userJson(await ctx.mustFindUser(claims.sub)));
}

/** user.go re-asks for a nonce only when the session is older than this. */
const REAUTHENTICATION_AFTER_MS = 24 * 3600_000;

/** models.User.HasMFAEnabled: at least one verified factor. */
const hasVerifiedFactor = async (ctx: AuthContext, userId: string) =>
  (await ctx.factorsOf(userId)).some((f) => f.status === 'verified');

async function updateUser(ctx: AuthContext, req: Request): Promise<Reply> {
  const claims = await ctx.authenticate(req);
  const body = await req.body();
  let user = await ctx.mustFindUser(claims.sub);
  const password = body.str('password');
  const email = body.str('email');
  const data = body.obj('data');
  const nonce = body.str('nonce');
  // validateUserUpdateParams, then UserUpdate's checks in its order (user.go at 009e6fe6).
  const address = email ? validateEmail(email) : undefined;
  if (body.has('phone')) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (password !== undefined) ctx.checkPassword(password);
  if (body.has('app_metadata'))
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  const session = await findSession(ctx.sql, claims.session_id);
  const changesEmail = address !== undefined && address !== user.email;
  if ((password || changesEmail) && !isAal2(session) && (await hasVerifiedFactor(ctx, user.id)))
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  if (changesEmail && (await ctx.findUserByEmail(address)))
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  if (password !== undefined) {
    // UpdatePasswordRequireReauthentication: a nonce only when this session began more than 24 hours ago.
    const recent = session && Date.now() - new Date(session.created_at).getTime() < REAUTHENTICATION_AFTER_MS;
    if (ctx.config.email.securePasswordChange && !recent) {
      if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
      const sentAt = user.reauthentication_sent_at ? new Date(user.reauthentication_sent_at).getTime() : 0;
      if (
        !user.email ||
        user.reauthentication_token !== tokenHash(user.email, nonce) ||
        Date.now() - sentAt > ctx.config.email.otpExpiry * 1000
      )
        throw unprocessable('reauthentication_not_valid', 'Requested nonce is invalid or has expired');
    }
    if (
      password &&
      user.encrypted_password &&
      (await ctx.passwords.verify(password, user.encrypted_password))
    )
      throw unprocessable('same_password', 'New password should be different from the old password.');
    // models.User.UpdatePassword: pending one-time tokens die with the old password, and so do the other sessions.
    const hash = await ctx.passwords.hash(password);
    await ctx.sql.transaction(async (tx) => {
      await tx.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
           recovery_token = '', recovery_sent_at = null, email_change_token_current = '', email_change_token_new = '',
           email_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null,
           updated_at = now() where id = $1`,
        [user.id, hash],
      );
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        user.id,
        session?.id ?? null,
      ]);
    });
  }
  if (data) {
    await ctx.sql.query(
      `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb,
         updated_at = now() where id = $1`,
      [user.id, data],
    );
  }
  if (address !== undefined && changesEmail) {
    user = await ctx.mustFindUser(user.id);
    ctx.checkFrequency(sentAtOf(user, 'email_change'));
    const redirectTo = checkedRedirect(ctx, req, body);
    const pkce = readPkce(body);
    await issueLink(ctx, user, 'email_change', {
      redirectTo,
      pkce,
      send: true,
      to: address,
      emailChange: address,
    });
    if (ctx.config.email.doubleConfirmChanges && user.email) {
      const code = ctx.generateOtp();
      const hashed = tokenHash(user.email, code);
      const link = `${ctx.externalUrl}/verify?token=${hashed}&type=email_change&redirect_to=${encodeURIComponent(redirectTo)}`;
      ctx.sendMail({
        to: user.email,
        subject: 'Bekräfta byte av e-postadress',
        text: `Följ länken för att bekräfta bytet till ${address}: ${link}\nEller ange koden: ${code}`,
        link,
        type: 'email_change',
      });
      await ctx.sql.query('update auth.users set email_change_token_current = $2 where id = $1', [
        user.id,
        hashed,
      ]);
    }
  }
  return ok(await ctx.userJson(await ctx.mustFindUser(user.id)));
}

/** logout.go: scope global (default), local or others; anything else is a 400. */
async function logout(ctx: AuthContext, req: Request): Promise<Reply> {
  const scope = req.query.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw invalid(`Unsupported logout scope "${scope}"`);
  const claims = await ctx.authenticate(req);
  if (!claims.session_id) throw unauthorized('no_authorization', MESSAGES.missingBearer);
  if (scope === 'local') await ctx.sql.query('delete from auth.sessions where id = $1', [claims.session_id]);
  else if (scope === 'others')
    await ctx.sql.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      claims.sub,
      claims.session_id,
    ]);
  else await ctx.sql.query('delete from auth.sessions where user_id = $1', [claims.sub]);
  return { status: 204 };
}

/** requireManualLinkingEnabled: with manual linking off (the CLI's default) these answer 404. */
async function manualLinkingDisabled(ctx: AuthContext, req: Request): Promise<Reply> {
  await ctx.authenticate(req);
  throw notFound('manual_linking_disabled', 'Manual linking is disabled');
}

/** /authorize with no external providers configured. */
async function authorize(_ctx: AuthContext, req: Request): Promise<Reply> {
  const provider = req.query.get('provider') ?? '';
  throw invalid(`Unsupported provider: Provider ${provider} could not be found`);
}

export const userRoutes: Route[] = [
  { method: 'GET', path: '/user', handler: getUser },
  { method: 'PUT', path: '/user', handler: updateUser },
  { method: 'POST', path: '/logout', handler: logout },
  { method: 'GET', path: '/user/identities/authorize', handler: manualLinkingDisabled },
  { method: 'DELETE', path: '/user/identities/:identityId', handler: manualLinkingDisabled },
  { method: 'GET', path: '/authorize', handler: authorize },
];
