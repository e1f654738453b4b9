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
import { findSession, isAal2, logout as endSessions } from './sessions.ts';
import { setEmailChangeTokenCurrent } from './oneTimeTokens.ts';
import { mergeUserMetadata, updatePassword } from './users.ts';
import { loaded, ok, type Reply, type Route } from './types.ts';

/**
 * The signed-in user: GET/PUT /user, /logout, the identity endpoints and /authorize (supabase/auth
 * internal/api/user.go, logout.go, identity.go, external.go).
 */
async function getUser(ctx: AuthContext, req: Request): Promise<Reply> {
  return ok(await ctx.userJson(await ctx.mustFindUser(loaded(req, 'claims').sub)));
}

/** user.go re-asks for a nonce only when the session is older than this. */
const REAUTHENTICATION_AFTER_MS = 24 * 3600_000;

/** models.User.HasMFAEnabled: at least one verified factor. */
const hasVerifiedFactor = async (ctx: AuthContext, userId: string) =>
  (await ctx.factorsOf(userId)).some((f) => f.status === 'verified');

async function updateUser(ctx: AuthContext, req: Request): Promise<Reply> {
  const claims = loaded(req, 'claims');
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
    await updatePassword(ctx.sql, user.id, await ctx.passwords.hash(password), session?.id);
  }
  if (data) await mergeUserMetadata(ctx.sql, user.id, data);
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
      await setEmailChangeTokenCurrent(ctx.sql, user.id, hashed);
    }
  }
  return ok(await ctx.userJson(await ctx.mustFindUser(user.id)));
}

/** logout.go: scope global (default), local or others; anything else is a 400. */
async function logout(ctx: AuthContext, req: Request): Promise<Reply> {
  const scope = req.query.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw invalid(`Unsupported logout scope "${scope}"`);
  const claims = loaded(req, 'claims');
  if (!claims.session_id) throw unauthorized('no_authorization', MESSAGES.missingBearer);
  await endSessions(ctx.sql, scope as 'local' | 'others' | 'global', claims.sub, claims.session_id);
  return { status: 204 };
}

/** requireManualLinkingEnabled: with manual linking off (the CLI's default) these answer 404. */
const requireManualLinkingEnabled = () => {
  throw notFound('manual_linking_disabled', 'Manual linking is disabled');
};
/** Never reached while manual linking is off: the gate refuses first. */
const linkingHandler = async (): Promise<Reply> => requireManualLinkingEnabled();

/** /authorize with no external providers configured. */
async function authorize(_ctx: AuthContext, req: Request): Promise<Reply> {
  const provider = req.query.get('provider') ?? '';
  throw invalid(`Unsupported provider: Provider ${provider} could not be found`);
}

export const userRoutes: Route[] = [
  { method: 'GET', path: '/user', auth: 'user', handler: getUser },
  { method: 'PUT', path: '/user', auth: 'user', handler: updateUser },
  { method: 'POST', path: '/logout', auth: 'user', handler: logout },
  ...['GET /user/identities/authorize', 'DELETE /user/identities/:identityId'].map((line): Route => ({
    method: line.split(' ')[0] as Route['method'],
    path: line.split(' ')[1],
    auth: 'user',
    gate: requireManualLinkingEnabled,
    handler: linkingHandler,
  })),
  { method: 'GET', path: '/authorize', handler: authorize },
];
