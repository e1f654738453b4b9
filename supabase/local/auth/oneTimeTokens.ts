import type { SqlClient } from '../sql-client.ts';
import type { UserRow } from './users.ts';

/**
 * The one-time tokens of e-mail links and codes, kept in auth.users' token columns, and what verifying one changes:
 * after supabase/auth internal/models/user.go at 7005247c (Confirm, ConfirmEmailChange, Recover) and
 * internal/api/verify.go. The handlers (verify.ts, otp.ts, flows.ts) decide; these functions read and write.
 */
export type VerificationType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

const TOKEN_COLUMNS: Record<VerificationType, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'invited_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
};

/** When the last link of this type went out (the per-address frequency limit reads it). */
export const sentAtOf = (user: UserRow, type: VerificationType): Date | null =>
  (user as unknown as Record<string, Date | null>)[TOKEN_COLUMNS[type].sentAt];

/** Stores the hashed token of a link just issued; an e-mail change also records the address asked for. */
export async function storeLinkToken(
  sql: SqlClient,
  link: { userId: string; type: VerificationType; token: string; emailChange?: string },
): Promise<void> {
  const { token, sentAt } = TOKEN_COLUMNS[link.type];
  const emailChange = link.type === 'email_change';
  await sql.query(
    `update auth.users set ${token} = $2, ${sentAt} = now(), updated_at = now()${
      emailChange ? ', email_change = $3, email_change_confirm_status = 0' : ''
    } where id = $1`,
    emailChange ? [link.userId, link.token, link.emailChange] : [link.userId, link.token],
  );
}

/** The live (not expired, not deleted) user holding one of the tokens in the column of `type`. */
export async function findUserByToken(
  sql: SqlClient,
  type: VerificationType,
  tokens: string[],
  expirySeconds: number,
): Promise<UserRow | undefined> {
  const where =
    type === 'email_change'
      ? '(email_change_token_new = any($1) or email_change_token_current = any($1))'
      : `${TOKEN_COLUMNS[type].token} = any($1)`;
  const { rows } = await sql.query<UserRow>(
    `select * from auth.users where ${where} and deleted_at is null
       and ${TOKEN_COLUMNS[type].sentAt} > now() - make_interval(secs => $2)`,
    [tokens, expirySeconds],
  );
  return rows[0];
}

/** The first half of a double-confirmed e-mail change: that link's token is used up, status 1. */
export async function confirmEmailChangeHalf(sql: SqlClient, userId: string, viaNew: boolean) {
  await sql.query(
    `update auth.users set ${viaNew ? 'email_change_token_new' : 'email_change_token_current'} = '',
       email_change_confirm_status = 1 where id = $1`,
    [userId],
  );
}

/** The e-mail identity follows the user's address (ConfirmEmailChange, admin updates). */
export async function setIdentityEmail(sql: SqlClient, userId: string, email: string | null) {
  await sql.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}

/** ConfirmEmailChange: the new address replaces the old, the pending change is cleared. */
export async function applyEmailChange(sql: SqlClient, user: UserRow): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
         email_change_token_current = '', email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()),
         updated_at = now() where id = $1`,
      [user.id],
    );
    await setIdentityEmail(tx, user.id, user.email_change);
  });
}

/** Confirm / Recover: the link's token is used up and the address counts as confirmed. */
export async function consumeEmailToken(
  sql: SqlClient,
  userId: string,
  type: Exclude<VerificationType, 'email_change'>,
): Promise<void> {
  await sql.query(
    `update auth.users set ${TOKEN_COLUMNS[type].token} = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
       updated_at = now() where id = $1`,
    [userId],
  );
  await sql.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** The current and pending addresses of users whose current or pending address is `address` (lower case). */
export async function emailChangeAddresses(
  sql: SqlClient,
  address: string,
): Promise<{ email: string; email_change: string }[]> {
  const { rows } = await sql.query<{ email: string; email_change: string }>(
    'select email, email_change from auth.users where lower(email) = $1 or lower(email_change) = $1',
    [address],
  );
  return rows;
}

/** The user waiting to change to `address` (resend of type email_change). */
export async function findUserByPendingEmail(sql: SqlClient, address: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow>(
    `select * from auth.users where lower(email_change) = $1 and deleted_at is null`,
    [address],
  );
  return rows[0];
}

/** The token of the link sent to the current address of a double-confirmed e-mail change. */
export async function setEmailChangeTokenCurrent(sql: SqlClient, userId: string, hashed: string) {
  await sql.query('update auth.users set email_change_token_current = $2 where id = $1', [userId, hashed]);
}

/** GET /reauthenticate's code, taken as `nonce` by a later password change. */
export async function storeReauthenticationToken(sql: SqlClient, userId: string, hashed: string) {
  await sql.query(
    'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
    [userId, hashed],
  );
}
