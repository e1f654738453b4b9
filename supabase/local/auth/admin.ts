import { parseGoDuration } from '../config.ts';
import type { AuthContext, FactorRow, UserRow } from './context.ts';
import { isUuid, unprocessableEmailExists, validateEmail } from './context.ts';
import { invalid, notFound, unprocessable } from './errors.ts';
import type { Body, Request } from './http.ts';
import { deleteFactor, renameFactor } from './factors.ts';
import { issueLink, type VerificationType } from './flows.ts';
import { checkedRedirect } from './redirect.ts';
import { loaded, ok, type Reply, type Route } from './types.ts';
import { deleteUser, listUsersPage, setBannedUntil, updateUserAsAdmin } from './userAdmin.ts';

/**
 * The admin API for service_role (and supabase_admin) tokens: users, their factors, generate_link and invite
 * (supabase/auth internal/api/admin.go, invite.go, mail.go adminGenerateLink).
 */
/** loadUser (middleware.go): the user named in the path. */
async function loadUser(ctx: AuthContext, req: Request): Promise<void> {
  const id = req.params.userId;
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await ctx.findUser(id);
  if (!user) throw notFound('user_not_found', 'User not found');
  req.loaded.user = user;
}

function pagination(req: Request) {
  const parse = (name: string, fallback: number) => {
    const text = req.query.get(name);
    if (text === null || text === '') return fallback;
    if (!/^\d+$/.test(text) || Number(text) > Number.MAX_SAFE_INTEGER)
      throw invalid(`Bad Pagination Parameters: strconv.ParseUint: parsing "${text}": invalid syntax`);
    return Number(text);
  };
  const page = Math.max(1, parse('page', 1));
  const perPage = parse('per_page', 50) || 50;
  return { page, perPage };
}

async function listUsers(ctx: AuthContext, req: Request): Promise<Reply> {
  const { page, perPage } = pagination(req);
  const { users, total } = await listUsersPage(ctx.sql, {
    page,
    perPage,
    filter: req.query.get('filter') ?? '',
  });
  const last = Math.max(1, Math.ceil(total / perPage));
  const links = [];
  if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
  const body = { users: await Promise.all(users.map(ctx.userJson)), aud: 'authenticated' };
  return { status: 200, body, headers: { 'X-Total-Count': String(total), Link: links.join(', ') } };
}

const banUntil = (body: Body): Date | null | undefined => {
  const duration = body.str('ban_duration');
  if (duration === undefined) return undefined;
  if (duration === 'none') return null;
  try {
    return new Date(Date.now() + parseGoDuration(duration) * 1000);
  } catch {
    throw invalid(`invalid format for ban duration: time: invalid duration "${duration}"`);
  }
};

async function createUser(ctx: AuthContext, req: Request): Promise<Reply> {
  const body = await req.body();
  const email = body.str('email');
  if (body.str('phone') && !email)
    throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw invalid('Cannot create a user without either an email or phone');
  const address = validateEmail(email);
  if (await ctx.findUserByEmail(address)) throw unprocessableEmailExists();
  const password = body.str('password');
  if (password !== undefined) ctx.checkPassword(password);
  const ban = banUntil(body);
  const user = await ctx.createUser({
    email: address,
    password,
    data: body.obj('user_metadata') ?? {},
    appData: body.obj('app_metadata') ?? {},
    confirmed: body.bool('email_confirm') === true,
    role: body.str('role'),
  });
  if (ban) await setBannedUntil(ctx.sql, user.id, ban);
  return ok(await ctx.userJson(await ctx.mustFindUser(user.id)));
}

async function getUser(ctx: AuthContext, req: Request): Promise<Reply> {
  return ok(await ctx.userJson(loaded(req, 'user')));
}

async function updateUser(ctx: AuthContext, req: Request): Promise<Reply> {
  const user = loaded(req, 'user');
  const body = await req.body();
  const email = body.str('email');
  const password = body.str('password');
  const userMeta = body.obj('user_metadata');
  const appMeta = body.obj('app_metadata');
  const role = body.str('role');
  const ban = banUntil(body);
  const confirm = body.bool('email_confirm');
  const address = email !== undefined ? validateEmail(email) : undefined;
  if (address && address !== user.email) {
    const other = await ctx.findUserByEmail(address);
    if (other && other.id !== user.id) throw unprocessableEmailExists();
  }
  if (password !== undefined) ctx.checkPassword(password);
  const hash = password !== undefined ? await ctx.passwords.hash(password) : undefined;
  await updateUserAsAdmin(ctx.sql, user.id, {
    email: address !== user.email ? address : undefined,
    passwordHash: hash,
    confirmEmail: confirm === true,
    userMetadata: userMeta,
    appMetadata: appMeta,
    role,
    bannedUntil: ban,
  });
  return ok(await ctx.userJson(await ctx.mustFindUser(user.id)));
}

async function removeUser(ctx: AuthContext, req: Request): Promise<Reply> {
  const user = loaded(req, 'user');
  const body = await req.body();
  await deleteUser(ctx.sql, user.id, body.bool('should_soft_delete') === true);
  return ok({});
}

/** loadUser, then loadFactor: one of that user's factors. */
async function loadUserFactor(ctx: AuthContext, req: Request): Promise<void> {
  await loadUser(ctx, req);
  const user = loaded(req, 'user');
  const id = req.params.factorId;
  const factor = isUuid(id) ? (await ctx.factorsOf(user.id)).find((f: FactorRow) => f.id === id) : undefined;
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  req.loaded.factor = factor;
}

async function listFactors(ctx: AuthContext, req: Request): Promise<Reply> {
  const user = loaded(req, 'user');
  return ok((await ctx.factorsOf(user.id)).map(ctx.factorJson));
}

async function updateFactor(ctx: AuthContext, req: Request): Promise<Reply> {
  const factor = loaded(req, 'factor');
  const body = await req.body();
  const name = body.str('friendly_name');
  if (name !== undefined) await renameFactor(ctx.sql, factor.id, name);
  const updated = (await ctx.factorsOf(factor.user_id)).find((f) => f.id === factor.id)!;
  return ok(ctx.factorJson(updated));
}

async function removeFactor(ctx: AuthContext, req: Request): Promise<Reply> {
  const factor = loaded(req, 'factor');
  await deleteFactor(ctx.sql, factor.id);
  return ok(ctx.factorJson(factor));
}

/** invite.go: an unconfirmed user is invited again, a new address becomes an invited user, a confirmed one is refused. */
async function invitee(ctx: AuthContext, address: string, user: UserRow | undefined, body: Body) {
  if (user?.email_confirmed_at) throw unprocessableEmailExists();
  return (
    user ??
    (await ctx.createUser({ email: address, data: body.obj('data') ?? {}, confirmed: false, invited: true }))
  );
}

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'];

async function generateLink(ctx: AuthContext, req: Request): Promise<Reply> {
  const body = await req.body();
  const type = body.str('type') ?? '';
  if (!LINK_TYPES.includes(type)) throw invalid('Invalid email action link type requested');
  const address = validateEmail(body.str('email'));
  const redirectTo = checkedRedirect(ctx, req, body);
  let user = await ctx.findUserByEmail(address);
  let linkType: VerificationType;
  let to = address;
  let emailChange: string | undefined;
  switch (type) {
    case 'signup': {
      const password = body.str('password');
      if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
      ctx.checkPassword(password);
      if (user?.email_confirmed_at) throw unprocessableEmailExists();
      user ??= await ctx.createUser({
        email: address,
        password,
        data: body.obj('data') ?? {},
        confirmed: false,
      });
      linkType = 'signup';
      break;
    }
    case 'invite':
      user = await invitee(ctx, address, user, body);
      linkType = 'invite';
      break;
    case 'magiclink':
    case 'recovery':
      if (!user) throw notFound('user_not_found', 'User with this email not found');
      linkType = type === 'magiclink' && !user.email_confirmed_at ? 'signup' : (type as VerificationType);
      break;
    default: {
      if (!user) throw notFound('user_not_found', 'User with this email not found');
      const newEmail = validateEmail(body.str('new_email'));
      if (await ctx.findUserByEmail(newEmail)) throw unprocessableEmailExists();
      linkType = 'email_change';
      emailChange = newEmail;
      if (type === 'email_change_new') to = newEmail;
    }
  }
  const link = await issueLink(ctx, user, linkType, { redirectTo, send: false, to, emailChange });
  const fresh = await ctx.mustFindUser(user.id);
  return ok({
    ...(await ctx.userJson(fresh)),
    action_link: link.actionLink,
    email_otp: link.otp,
    hashed_token: link.hashedToken,
    verification_type: type,
    redirect_to: link.redirectTo,
  });
}

async function invite(ctx: AuthContext, req: Request): Promise<Reply> {
  const body = await req.body();
  const address = validateEmail(body.str('email'));
  const user = await invitee(ctx, address, await ctx.findUserByEmail(address), body);
  await issueLink(ctx, user, 'invite', { redirectTo: checkedRedirect(ctx, req, body), send: true });
  return ok(await ctx.userJson(await ctx.mustFindUser(user.id)));
}

const admin = (
  method: Route['method'],
  path: string,
  handler: Route['handler'],
  load?: Route['load'],
): Route => ({ method, path, auth: 'admin', ...(load ? { load } : {}), handler });

export const adminRoutes: Route[] = [
  admin('GET', '/admin/users', listUsers),
  admin('POST', '/admin/users', createUser),
  admin('GET', '/admin/users/:userId', getUser, loadUser),
  admin('PUT', '/admin/users/:userId', updateUser, loadUser),
  admin('DELETE', '/admin/users/:userId', removeUser, loadUser),
  admin('GET', '/admin/users/:userId/factors', listFactors, loadUser),
  admin('PUT', '/admin/users/:userId/factors/:factorId', updateFactor, loadUserFactor),
  admin('DELETE', '/admin/users/:userId/factors/:factorId', removeFactor, loadUserFactor),
  admin('POST', '/admin/generate_link', generateLink),
  admin('POST', '/invite', invite),
];
