import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SqlClient } from '../sql-client.ts';
import { invalid, notFound, unprocessable } from './errors.ts';
import type { PasswordHasher } from './password.ts';

/** The user model: auth.users, auth.identities and auth.mfa_factors as supabase/auth internal/models reads them. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  phone: string | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
  secret: string | null;
}

export const INSTANCE = '00000000-0000-0000-0000-000000000000';

export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
export const opaqueToken = () => randomBytes(16).toString('hex');
/** crypto.GenerateTokenHash: hex SHA-224 of e-mail + OTP, the token_hash of e-mail links. */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');
export const sha256Base64Url = (text: string) => createHash('sha256').update(text).digest('base64url');
export const isUuid = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** Linear-time e-mail check after the length cap (internal/api/mail.go validateEmail, checkmail's format). */
const EMAIL_LOCAL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const EMAIL_DOMAIN_LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;
export function validateEmail(email: string | undefined): string {
  if (!email) throw invalid('An email address is required');
  if (email.length > 255) throw invalid('An email address is too long');
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (
    at < 1 ||
    local.length > 64 ||
    !EMAIL_LOCAL.test(local) ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..') ||
    labels.length < 2 ||
    !labels.every((label) => EMAIL_DOMAIN_LABEL.test(label))
  )
    throw invalid('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

export const unprocessableEmailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/**
 * models.User.UpdatePassword: the new hash, pending one-time tokens cleared, and every other session ended
 * (LogoutAllExceptMe; all of them when there is no current session).
 */
export async function updatePassword(
  sql: SqlClient,
  userId: string,
  hash: string,
  keepSessionId: string | undefined,
): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query(
      `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
         recovery_token = '', recovery_sent_at = null, email_change_token_current = '', email_change_token_new = '',
         email_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null,
         updated_at = now() where id = $1`,
      [userId, hash],
    );
    await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
      userId,
      keepSessionId ?? null,
    ]);
  });
}

/** User.UpdateUserMetaData: a shallow merge into raw_user_meta_data. */
export async function mergeUserMetadata(sql: SqlClient, userId: string, data: Record<string, unknown>) {
  await sql.query(
    `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb,
       updated_at = now() where id = $1`,
    [userId, data],
  );
}

/** signup.go for an address not yet confirmed: the new password and data replace the old ones. */
export async function resetUnconfirmedSignup(
  sql: SqlClient,
  userId: string,
  input: { hash: string; data: Record<string, unknown>; confirm: boolean },
): Promise<void> {
  await sql.query(
    `update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now(),
       email_confirmed_at = case when $4 then now() else email_confirmed_at end where id = $1`,
    [userId, input.hash, input.data, input.confirm],
  );
}

/** anonymous.go: a user with no e-mail, no identity, is_anonymous; returns its id. */
export async function insertAnonymousUser(sql: SqlClient, data: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await sql.query(
    `insert into auth.users (instance_id, id, aud, role, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       is_anonymous, confirmation_token, recovery_token, email_change_token_new, email_change)
     values ($1, $2, 'authenticated', 'authenticated', '{}'::jsonb, $3, now(), now(), true, '', '', '', '')`,
    [INSTANCE, id, data],
  );
  return id;
}

export function createUsers(sql: SqlClient, passwords: PasswordHasher) {
  const findUser = async (id: string): Promise<UserRow | undefined> =>
    isUuid(id)
      ? (await sql.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0]
      : undefined;
  const findUserByEmail = async (email: string): Promise<UserRow | undefined> =>
    (
      await sql.query<UserRow>(
        'select * from auth.users where lower(email) = lower($1) and deleted_at is null and is_sso_user = false',
        [email],
      )
    ).rows[0];
  const mustFindUser = async (id: string) => {
    const user = await findUser(id);
    if (!user) throw notFound('user_not_found', 'User not found');
    return user;
  };

  const factorJson = (f: FactorRow) => ({
    id: f.id,
    friendly_name: f.friendly_name ?? '',
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
  });
  const factorsOf = async (userId: string) =>
    (
      await sql.query<FactorRow>(
        'select *, factor_type::text as factor_type, status::text as status from auth.mfa_factors where user_id = $1 order by created_at',
        [userId],
      )
    ).rows;

  /** models.User as Supabase Auth marshals it. */
  const userJson = async (user: UserRow) => {
    const identities = await sql.query<{
      id: string;
      provider_id: string;
      identity_data: unknown;
      provider: string;
      last_sign_in_at: Date | null;
      created_at: Date | null;
      updated_at: Date | null;
      email: string | null;
    }>('select * from auth.identities where user_id = $1 order by created_at', [user.id]);
    const factors = await factorsOf(user.id);
    return {
      id: user.id,
      aud: user.aud ?? 'authenticated',
      role: user.role ?? 'authenticated',
      email: user.email ?? '',
      email_confirmed_at: iso(user.email_confirmed_at) ?? undefined,
      ...(user.invited_at ? { invited_at: iso(user.invited_at) } : {}),
      phone: user.phone ?? '',
      confirmation_sent_at: iso(user.confirmation_sent_at) ?? undefined,
      confirmed_at: iso(user.confirmed_at) ?? undefined,
      recovery_sent_at: iso(user.recovery_sent_at) ?? undefined,
      ...(user.email_change ? { new_email: user.email_change } : {}),
      email_change_sent_at: iso(user.email_change_sent_at) ?? undefined,
      last_sign_in_at: iso(user.last_sign_in_at) ?? undefined,
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      identities: identities.rows.map((i) => ({
        identity_id: i.id,
        id: i.provider_id,
        user_id: user.id,
        identity_data: i.identity_data,
        provider: i.provider,
        last_sign_in_at: iso(i.last_sign_in_at),
        created_at: iso(i.created_at),
        updated_at: iso(i.updated_at),
        email: i.email,
      })),
      ...(factors.length ? { factors: factors.map(factorJson) } : {}),
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
      ...(user.banned_until ? { banned_until: iso(user.banned_until) } : {}),
      is_anonymous: user.is_anonymous,
    };
  };

  const createUser = async (input: {
    email: string;
    password?: string;
    data?: Record<string, unknown>;
    appData?: Record<string, unknown>;
    confirmed: boolean;
    role?: string;
    invited?: boolean;
  }) => {
    const id = randomUUID();
    const hash = input.password ? await passwords.hash(input.password) : '';
    await sql.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           invited_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token,
           recovery_token, email_change_token_new, email_change, email_change_token_current, reauthentication_token)
         values ($1, $2, 'authenticated', $3, $4, $5, $6, $7, $8, $9, now(), now(), '', '', '', '', '', '')`,
        [
          INSTANCE,
          id,
          input.role ?? 'authenticated',
          input.email,
          hash,
          input.confirmed ? new Date() : null,
          input.invited ? new Date() : null,
          { provider: 'email', providers: ['email'], ...(input.appData ?? {}) },
          input.data ?? {},
        ],
      );
      await tx.query(
        `insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
         values ($1, $2::uuid, $2::text, $3, 'email', now(), now(), now())`,
        [
          randomUUID(),
          id,
          { sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false },
        ],
      );
    });
    return mustFindUser(id);
  };

  return { findUser, findUserByEmail, mustFindUser, factorJson, factorsOf, userJson, createUser };
}

export type Users = ReturnType<typeof createUsers>;
