import type { AuthContext, UserRow } from './context.ts';
import { tokenHash } from './context.ts';
import { MESSAGES, forbidden, invalid } from './errors.ts';
import type { Request } from './http.ts';
import { checkedRedirect } from './redirect.ts';
import { isPhoneVerification, phoneVerify } from './disabled.ts';
import { authCodeFor } from './flows.ts';
import {
  applyEmailChange,
  confirmEmailChangeHalf,
  consumeEmailToken,
  emailChangeAddresses,
  findUserByToken,
  type VerificationType,
} from './oneTimeTokens.ts';
import { ok, type Reply, type Route } from './types.ts';

/**
 * GET and POST /verify (supabase/auth internal/api/verify.go): e-mail links redirect with
 * the session in the fragment (implicit flow) or with `?code=` (PKCE); verifyOtp gets the session as JSON.
 */
const TYPES = new Set(['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email']);

interface Verified {
  user: UserRow;
  type: VerificationType;
  pkce: boolean;
  /** Set when an e-mail change waits for the link sent to the other address. */
  message?: string;
}

async function findByToken(ctx: AuthContext, type: string, hashes: string[]) {
  const candidates = hashes.flatMap((h) => [h, `pkce_${h}`]);
  const types: VerificationType[] = type === 'email' ? ['signup', 'magiclink'] : [type as VerificationType];
  for (const t of types) {
    const user = await findUserByToken(ctx.sql, t, candidates, ctx.config.email.otpExpiry);
    if (user) return { user, type: t };
  }
  return undefined;
}

async function verifyToken(ctx: AuthContext, type: string, hashes: string[]): Promise<Verified> {
  const found = await findByToken(ctx, type, hashes);
  if (!found) throw forbidden('otp_expired', MESSAGES.otpExpired);
  const { user } = found;
  const stored = (value: string | null) =>
    !!value && hashes.some((h) => value === h || value === `pkce_${h}`);
  const pkceToken = [
    user.confirmation_token,
    user.recovery_token,
    user.email_change_token_new,
    user.email_change_token_current,
  ]
    .filter(stored)
    .some((v) => v!.startsWith('pkce_'));
  if (found.type === 'email_change') {
    const viaNew = stored(user.email_change_token_new);
    const status = user.email_change_confirm_status ?? 0;
    if (ctx.config.email.doubleConfirmChanges && status === 0) {
      await confirmEmailChangeHalf(ctx.sql, user.id, viaNew);
      return {
        user,
        type: 'email_change',
        pkce: pkceToken,
        message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      };
    }
    await applyEmailChange(ctx.sql, user);
  } else await consumeEmailToken(ctx.sql, user.id, found.type);
  return { user: await ctx.mustFindUser(user.id), type: found.type, pkce: pkceToken };
}

const amrFor = (type: VerificationType) =>
  type === 'signup' || type === 'invite' ? 'otp' : type === 'email_change' ? 'email_change' : 'otp';

async function verifyGet(ctx: AuthContext, req: Request): Promise<Reply> {
  const token = req.query.get('token') ?? '';
  const type = req.query.get('type') ?? '';
  if (!token) throw invalid('Verify requires a token or a token hash');
  if (!TYPES.has(type)) throw invalid('Unsupported verification type');
  const redirectTo = checkedRedirect(ctx, req);
  const pkceLink = token.startsWith('pkce_');
  const hash = pkceLink ? token.slice(5) : token;
  let verified: Verified;
  try {
    verified = await verifyToken(ctx, type, [hash]);
  } catch (error) {
    const params = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    if ((error as { errorCode?: string }).errorCode !== 'otp_expired') throw error;
    return { redirect: withParams(redirectTo, params, pkceLink ? 'both' : 'fragment') };
  }
  if (verified.message)
    return {
      redirect: withParams(redirectTo, new URLSearchParams({ message: verified.message }), 'fragment'),
    };
  if (verified.pkce) {
    const code = await authCodeFor(ctx, verified.user.id, verified.type);
    return { redirect: withParams(redirectTo, new URLSearchParams({ code }), 'query') };
  }
  const session = await ctx.issueSession(verified.user, amrFor(verified.type));
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type: verified.type,
  });
  return { redirect: withParams(redirectTo, fragment, 'fragment') };
}

async function verifyPost(ctx: AuthContext, req: Request): Promise<Reply> {
  const body = await req.body();
  const type = body.str('type') ?? '';
  const tokenHashParam = body.str('token_hash');
  const token = body.str('token');
  const email = body.str('email');
  if (isPhoneVerification(type)) phoneVerify(body);
  if (!TYPES.has(type)) {
    throw invalid(type ? 'Unsupported verification type' : 'Verify requires a verification type');
  }
  let hashes: string[];
  if (tokenHashParam) hashes = [tokenHashParam.replace(/^pkce_/, '')];
  else if (token && email) {
    const lower = email.toLowerCase();
    // The e-mail change code is hashed with the new address and the current one with the old.
    hashes = [tokenHash(lower, token)];
    if (type === 'email_change') {
      for (const row of await emailChangeAddresses(ctx.sql, lower))
        hashes.push(tokenHash(row.email_change, token), tokenHash(row.email, token));
    }
  } else if (token) throw invalid('Only an email address or phone number should be provided on verify');
  else throw invalid('Verify requires a token or a token hash');
  const verified = await verifyToken(ctx, type, hashes);
  if (verified.message) return ok({ msg: verified.message, code: 200 });
  return ok(await ctx.issueSession(verified.user, amrFor(verified.type)));
}

function withParams(target: string, params: URLSearchParams, where: 'query' | 'fragment' | 'both'): string {
  const url = new URL(target);
  if (where !== 'fragment') for (const [k, v] of params) url.searchParams.set(k, v);
  if (where !== 'query') url.hash = params.toString();
  return url.toString();
}

export const verifyRoutes: Route[] = [
  { method: 'GET', path: '/verify', limit: 'verify', handler: verifyGet },
  { method: 'POST', path: '/verify', limit: 'verify', handler: verifyPost },
];
