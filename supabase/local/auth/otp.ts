import type { AuthContext, UserRow } from './context.ts';
import { tokenHash, validateEmail } from './context.ts';
import { badRequest, invalid, unprocessable } from './errors.ts';
import type { Request } from './http.ts';
import { mailLink, readPkce, type PkceParams } from './flows.ts';
import { findUserByPendingEmail, storeReauthenticationToken } from './oneTimeTokens.ts';
import { checkedRedirect } from './redirect.ts';
import { loaded, ok, type Reply, type Route } from './types.ts';

/**
 * E-mail sending endpoints: /otp, /magiclink, /recover, /resend, /reauthenticate (supabase/auth
 * internal/api/otp.go, magic_link.go, recover.go, resend.go, reauthenticate.go).
 */

const phoneDisabled = () => badRequest('phone_provider_disabled', 'Unsupported phone provider');

/** MagicLink: a sign-in link for a confirmed user, a confirmation link for a new or unconfirmed one. */
async function sendMagicLink(
  ctx: AuthContext,
  user: UserRow,
  redirectTo: string,
  pkce: PkceParams | undefined,
): Promise<void> {
  const type = user.email_confirmed_at ? 'magiclink' : 'signup';
  await mailLink(ctx, user, type, { redirectTo, pkce });
}

async function otp(ctx: AuthContext, req: Request): Promise<Reply> {
  const body = await req.body();
  const email = body.str('email');
  const phone = body.str('phone');
  if (email && phone) throw invalid('Only an email address or phone number should be provided');
  if (phone) throw phoneDisabled();
  if (!email) throw invalid('You must provide either an email or phone number.');
  return magicLinkFor(ctx, req, body.bool('create_user') ?? true, {
    email,
    data: body.obj('data') ?? {},
    pkce: readPkce(body),
    redirectTo: checkedRedirect(ctx, req, body),
  });
}

async function magicLink(ctx: AuthContext, req: Request): Promise<Reply> {
  const body = await req.body();
  const email = body.str('email');
  if (!email) throw unprocessable('validation_failed', 'Password recovery requires an email');
  return magicLinkFor(ctx, req, true, {
    email,
    data: body.obj('data') ?? {},
    pkce: readPkce(body),
    redirectTo: checkedRedirect(ctx, req, body),
  });
}

async function magicLinkFor(
  ctx: AuthContext,
  _req: Request,
  createUser: boolean,
  input: { email: string; data: Record<string, unknown>; pkce?: PkceParams; redirectTo: string },
): Promise<Reply> {
  const address = validateEmail(input.email);
  let user = await ctx.findUserByEmail(address);
  if (!user) {
    if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    if (!ctx.config.enableSignup || !ctx.config.email.enableSignup)
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    user = await ctx.createUser({ email: address, data: input.data, confirmed: false });
  }
  await sendMagicLink(ctx, user, input.redirectTo, input.pkce);
  return ok({});
}

async function recover(ctx: AuthContext, req: Request): Promise<Reply> {
  const body = await req.body();
  const address = validateEmail(body.str('email'));
  const pkce = readPkce(body);
  const redirectTo = checkedRedirect(ctx, req, body);
  const user = await ctx.findUserByEmail(address);
  // Unknown addresses get the same 200, so the endpoint does not tell who has an account.
  if (!user) return ok({});
  await mailLink(ctx, user, 'recovery', { redirectTo, pkce });
  return ok({});
}

async function resend(ctx: AuthContext, req: Request): Promise<Reply> {
  const body = await req.body();
  const type = body.str('type') ?? '';
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type))
    throw invalid('Missing one of these types: signup, email_change, sms, phone_change');
  if (type === 'sms' || type === 'phone_change') throw phoneDisabled();
  const email = body.str('email');
  if (!email) throw invalid('Type provided requires an email address');
  const address = validateEmail(email);
  const redirectTo = checkedRedirect(ctx, req, body);
  const pkce = readPkce(body);
  if (type === 'signup') {
    const user = await ctx.findUserByEmail(address);
    if (!user || user.email_confirmed_at) return ok({});
    await mailLink(ctx, user, 'signup', { redirectTo, pkce });
    return ok({});
  }
  const user = await findUserByPendingEmail(ctx.sql, address);
  if (!user) return ok({});
  await mailLink(ctx, user, 'email_change', { redirectTo, pkce, to: address, emailChange: address });
  return ok({});
}

/** GET /reauthenticate: a code by e-mail that PUT /user takes as `nonce` for a password change. */
async function reauthenticate(ctx: AuthContext, req: Request): Promise<Reply> {
  const claims = loaded(req, 'claims');
  const user = await ctx.mustFindUser(claims.sub);
  if (!user.email)
    throw unprocessable(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  ctx.checkFrequency(user.reauthentication_sent_at);
  const code = ctx.generateOtp();
  ctx.sendMail({
    to: user.email,
    subject: 'Bekräfta att det är du',
    text: `Bekräfta ändringen med koden: ${code}`,
    type: 'reauthentication',
  });
  await storeReauthenticationToken(ctx.sql, user.id, tokenHash(user.email, code));
  return ok({});
}

export const otpRoutes: Route[] = [
  { method: 'POST', path: '/otp', limit: 'signInSignUps', handler: otp },
  { method: 'POST', path: '/magiclink', limit: 'signInSignUps', handler: magicLink },
  { method: 'POST', path: '/recover', limit: 'signInSignUps', handler: recover },
  { method: 'POST', path: '/resend', limit: 'signInSignUps', handler: resend },
  { method: 'GET', path: '/reauthenticate', auth: 'user', handler: reauthenticate },
];
