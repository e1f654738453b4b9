import type { Mail } from './mail.ts';
import type { AuthContext, UserRow } from './context.ts';
import { sha256Base64Url, tokenHash } from './context.ts';
import { AuthError, forbidden, invalid, notFound } from './errors.ts';
import { deleteFlowState, findFlowStateByAuthCode, issueAuthCode, replaceFlowState } from './flowState.ts';
import type { Body } from './http.ts';
import { sentAtOf, storeLinkToken, type VerificationType } from './oneTimeTokens.ts';

export { sentAtOf, type VerificationType } from './oneTimeTokens.ts';

/**
 * E-mail links and the PKCE flow state behind them, after supabase/auth internal/api/pkce.go,
 * internal/models/flow_state.go and internal/api/mail.go.
 */
export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

/** validatePKCEParams: both or neither, a known method, 43–128 characters. */
export function readPkce(body: Body): PkceParams | undefined {
  const challenge = body.str('code_challenge') ?? '';
  const method = (body.str('code_challenge_method') ?? '').toLowerCase();
  if (!challenge && !method) return undefined;
  if (!challenge || !method) throw invalid('PKCE flow requires code_challenge_method and code_challenge');
  if (method !== 's256' && method !== 'plain') throw invalid('code challenge method not supported');
  if (challenge.length < 43 || challenge.length > 128)
    throw invalid('code challenge has to be between 43 and 128 characters');
  return { challenge, method };
}

const SUBJECTS: Record<VerificationType, [string, string]> = {
  signup: ['Bekräfta din e-postadress', 'bekräfta din e-postadress'],
  invite: ['Du har blivit inbjuden', 'acceptera inbjudan och välja lösenord'],
  recovery: ['Återställ ditt lösenord', 'välja ett nytt lösenord'],
  magiclink: ['Din inloggningslänk', 'logga in'],
  email_change: ['Bekräfta ny e-postadress', 'bekräfta din nya e-postadress'],
};

export interface IssuedLink {
  otp: string;
  hashedToken: string;
  actionLink: string;
  redirectTo: string;
}

/**
 * Stores a fresh hashed token for the link type (prefixed `pkce_` when a flow state goes with it) and
 * returns the link; `send` puts the mail in the mailbox.
 */
export async function issueLink(
  ctx: AuthContext,
  user: UserRow,
  type: VerificationType,
  options: { redirectTo: string; pkce?: PkceParams; send: boolean; to?: string; emailChange?: string },
): Promise<IssuedLink> {
  const otp = ctx.generateOtp();
  const address = options.to ?? user.email ?? '';
  const hashed = tokenHash(address, otp);
  const stored = options.pkce ? `pkce_${hashed}` : hashed;
  if (options.pkce)
    await replaceFlowState(ctx.sql, {
      userId: user.id,
      method: type,
      challenge: options.pkce.challenge,
      challengeMethod: options.pkce.method,
    });
  if (options.send) {
    const [subject, action] = SUBJECTS[type];
    const actionLink = linkFor(ctx, stored, type, options.redirectTo);
    ctx.sendMail({
      to: address,
      subject,
      text: `Följ länken för att ${action}: ${actionLink}\nEller ange koden: ${otp}`,
      link: actionLink,
      type: type as Mail['type'],
    });
  }
  await storeLinkToken(ctx.sql, { userId: user.id, type, token: stored, emailChange: options.emailChange });
  return {
    otp,
    hashedToken: hashed,
    actionLink: linkFor(ctx, stored, type, options.redirectTo),
    redirectTo: options.redirectTo,
  };
}

/** A link by mail, once the per-address [auth.email] max_frequency allows another of this type. */
export async function mailLink(
  ctx: AuthContext,
  user: UserRow,
  type: VerificationType,
  options: { redirectTo: string; pkce?: PkceParams; to?: string; emailChange?: string },
): Promise<IssuedLink> {
  ctx.checkFrequency(sentAtOf(user, type));
  return issueLink(ctx, user, type, { ...options, send: true });
}

const linkFor = (ctx: AuthContext, token: string, type: string, redirectTo: string) =>
  `${ctx.externalUrl}/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;

/** After a pkce_ token is verified: the flow's auth code for the redirect (`?code=`). */
export async function authCodeFor(ctx: AuthContext, userId: string, method: string): Promise<string> {
  const code = await issueAuthCode(ctx.sql, userId, method);
  if (!code) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  return code;
}

/** Flow states live for 5 minutes after the code is issued (models.FlowState.IsExpired). */
const FLOW_STATE_TTL_MS = 300_000;

/** grant_type=pkce: the code and its verifier give the user and the method that started the flow. */
export async function exchangeAuthCode(ctx: AuthContext, authCode: string, verifier: string) {
  const row = await findFlowStateByAuthCode(ctx.sql, authCode);
  if (!row) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  const issued = new Date(row.auth_code_issued_at ?? row.created_at).getTime();
  if (Date.now() - issued > FLOW_STATE_TTL_MS) {
    await deleteFlowState(ctx.sql, row.id);
    throw new AuthError(422, 'flow_state_expired', 'Flow state has expired');
  }
  const expected = row.code_challenge_method === 's256' ? sha256Base64Url(verifier) : verifier;
  if (expected !== row.code_challenge)
    throw forbidden('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  await deleteFlowState(ctx.sql, row.id);
  return { userId: row.user_id, method: row.authentication_method };
}
