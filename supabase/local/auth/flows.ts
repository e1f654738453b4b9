import { randomUUID } from 'node:crypto';
import type { Mail } from './mail.ts';
import type { AuthContext, UserRow } from './context.ts';
import { sha256Base64Url, tokenHash } from './context.ts';
import { AuthError, forbidden, invalid, notFound } from './errors.ts';
import type { Body } from './http.ts';

/**
 * E-mail links and the PKCE flow state behind them, after supabase/auth internal/api/pkce.go,
 * internal/models/flow_state.go and internal/api/mail.go.
 */
export type VerificationType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

/** GoTrue keeps PKCE state in auth.flow_state; like GoTrue, the auth server lays down its own table. */
export const FLOW_STATE_SCHEMA = `
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
`;

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

const TOKEN_COLUMNS: Record<VerificationType, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'invited_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
};

export const sentAtOf = (user: UserRow, type: VerificationType): Date | null =>
  (user as unknown as Record<string, Date | null>)[TOKEN_COLUMNS[type].sentAt];

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
  if (options.pkce) await createFlowState(ctx, user.id, type, options.pkce);
  const { token, sentAt } = TOKEN_COLUMNS[type];
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
  await ctx.sql.query(
    `update auth.users set ${token} = $2, ${sentAt} = now(), updated_at = now()${
      type === 'email_change' ? ', email_change = $3, email_change_confirm_status = 0' : ''
    } where id = $1`,
    type === 'email_change' ? [user.id, stored, options.emailChange] : [user.id, stored],
  );
  return {
    otp,
    hashedToken: hashed,
    actionLink: linkFor(ctx, stored, type, options.redirectTo),
    redirectTo: options.redirectTo,
  };
}

const linkFor = (ctx: AuthContext, token: string, type: string, redirectTo: string) =>
  `${ctx.externalUrl}/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;

async function createFlowState(ctx: AuthContext, userId: string, method: string, pkce: PkceParams) {
  await ctx.sql.query('delete from auth.flow_state where user_id = $1 and authentication_method = $2', [
    userId,
    method,
  ]);
  await ctx.sql.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, 'email', now(), now(), $6)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, method],
  );
}

/** After a pkce_ token is verified: the flow's auth code for the redirect (`?code=`). */
export async function authCodeFor(ctx: AuthContext, userId: string, method: string): Promise<string> {
  const row = (
    await ctx.sql.query<{ auth_code: string }>(
      `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
       where user_id = $1 and authentication_method = $2 returning auth_code`,
      [userId, method],
    )
  ).rows[0];
  if (!row) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  return row.auth_code;
}

/** Flow states live for 5 minutes after the code is issued (models.FlowState.IsExpired). */
const FLOW_STATE_TTL_MS = 300_000;

/** grant_type=pkce: the code and its verifier give the user and the method that started the flow. */
export async function exchangeAuthCode(ctx: AuthContext, authCode: string, verifier: string) {
  const row = (
    await ctx.sql.query<{
      id: string;
      user_id: string;
      code_challenge: string;
      code_challenge_method: string;
      authentication_method: string;
      auth_code_issued_at: Date | null;
      created_at: Date;
    }>('select * from auth.flow_state where auth_code = $1', [authCode])
  ).rows[0];
  if (!row) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  const issued = new Date(row.auth_code_issued_at ?? row.created_at).getTime();
  if (Date.now() - issued > FLOW_STATE_TTL_MS) {
    await ctx.sql.query('delete from auth.flow_state where id = $1', [row.id]);
    throw new AuthError(422, 'flow_state_expired', 'Flow state has expired');
  }
  const expected = row.code_challenge_method === 's256' ? sha256Base64Url(verifier) : verifier;
  if (expected !== row.code_challenge)
    throw forbidden('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  await ctx.sql.query('delete from auth.flow_state where id = $1', [row.id]);
  return { userId: row.user_id, method: row.authentication_method };
}
