import { randomUUID } from 'node:crypto';
import type { AuthContext } from './context.ts';
import { iso, validateEmail } from './context.ts';
import { unprocessable } from './errors.ts';
import type { Request } from './http.ts';
import { checkedRedirect } from './redirect.ts';
import { mailLink, readPkce } from './flows.ts';
import { insertAnonymousUser, resetUnconfirmedSignup } from './users.ts';
import { ok, type LimiterName, type Reply, type Route } from './types.ts';

/** POST /signup (supabase/auth internal/api/signup.go and anonymous.go). */
async function signup(ctx: AuthContext, req: Request): Promise<Reply> {
  const { config } = ctx;
  const body = await req.body();
  if (!config.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const email = body.str('email');
  const phone = body.str('phone');
  const data = body.obj('data') ?? {};
  if (!email && !phone) return anonymous(ctx, data);
  if (!email) throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
  if (!config.email.enableSignup)
    throw unprocessable('email_provider_disabled', 'Email signups are disabled');
  const password = body.str('password');
  if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
  ctx.checkPassword(password);
  const address = validateEmail(email);
  const pkce = readPkce(body);
  const redirectTo = checkedRedirect(ctx, req, body);

  const existing = await ctx.findUserByEmail(address);
  if (existing?.email_confirmed_at) {
    if (!config.email.enableConfirmations)
      throw unprocessable('user_already_exists', 'User already registered');
    // With confirmations on, Supabase Auth hides whether the address is taken: an obfuscated user, no mail.
    return ok(obfuscatedUser(address, data));
  }
  let user = existing;
  if (user) {
    await resetUnconfirmedSignup(ctx.sql, user.id, {
      hash: await ctx.passwords.hash(password),
      data,
      confirm: !config.email.enableConfirmations,
    });
    user = await ctx.mustFindUser(user.id);
  } else {
    user = await ctx.createUser({
      email: address,
      password,
      data,
      confirmed: !config.email.enableConfirmations,
    });
  }
  if (!config.email.enableConfirmations) return ok(await ctx.issueSession(user, 'password'));
  await mailLink(ctx, user, 'signup', { redirectTo, pkce });
  return ok(await ctx.userJson(await ctx.mustFindUser(user.id)));
}

async function anonymous(ctx: AuthContext, data: Record<string, unknown>): Promise<Reply> {
  if (!ctx.config.enableAnonymousSignIns)
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  const id = await insertAnonymousUser(ctx.sql, data);
  return ok(await ctx.issueSession(await ctx.mustFindUser(id), 'anonymous'));
}

/** models.User with a random id and no identities, as signup.go sends for an already confirmed address. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = iso(new Date());
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** Sign-ups count against sign_in_sign_ups; anonymous ones, when enabled, against anonymous_users too (api.go). */
async function signupLimits(req: Request, ctx: AuthContext): Promise<LimiterName[]> {
  const body = await req.body();
  const anonymous = !body.str('email') && !body.str('phone');
  return anonymous && ctx.config.enableSignup && ctx.config.enableAnonymousSignIns
    ? ['signInSignUps', 'anonymous']
    : ['signInSignUps'];
}

export const signupRoutes: Route[] = [
  { method: 'POST', path: '/signup', limit: signupLimits, handler: signup },
];
