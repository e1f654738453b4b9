import type { SqlClient } from '../sql-client.ts';
import { setIdentityEmail } from './oneTimeTokens.ts';
import type { UserRow } from './users.ts';

/**
 * What the admin API (admin.ts) reads and writes in auth.users: after supabase/auth internal/models/user.go at
 * 7005247c (FindUsersInAudience, Ban, SoftDeleteUser) and internal/api/admin.go (adminUserUpdate).
 */
export interface UserPage {
  users: UserRow[];
  total: number;
}

/** FindUsersInAudience: newest first, `filter` matching the e-mail or the full name (ILIKE, wildcards escaped). */
export async function listUsersPage(
  sql: SqlClient,
  query: { page: number; perPage: number; filter: string },
): Promise<UserPage> {
  const { page, perPage, filter } = query;
  const where = `deleted_at is null${filter ? ` and (email ilike $3 or raw_user_meta_data->>'full_name' ilike $3)` : ''}`;
  const like = `%${filter.replace(/[\\%_]/g, '\\$&')}%`;
  const users = (
    await sql.query<UserRow>(
      `select * from auth.users where ${where} order by created_at desc, id limit $1 offset $2`,
      filter ? [perPage, (page - 1) * perPage, like] : [perPage, (page - 1) * perPage],
    )
  ).rows;
  const counted = await sql.query<{ count: string }>(
    `select count(*)::text as count from auth.users where ${where.replace('$3', '$1')}`,
    filter ? [like] : [],
  );
  return { users, total: Number(counted.rows[0].count) };
}

/** User.Ban: `null` lifts a ban. */
export async function setBannedUntil(sql: SqlClient, userId: string, until: Date | null): Promise<void> {
  await sql.query('update auth.users set banned_until = $2 where id = $1', [userId, until]);
}

/** What PUT /admin/users/:id may change; an absent (undefined, empty) field stays as it is. */
export interface AdminUserChanges {
  /** A new address (already validated and different from the current one). */
  email?: string;
  /** A new password's hash. */
  passwordHash?: string;
  confirmEmail?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  bannedUntil?: Date | null;
}

/** UpdateUserMetaData / UpdateAppMetaData: merge, with null deleting a key. */
const mergeSql = (column: string, param: string) =>
  `${column} = jsonb_strip_nulls(coalesce(${column}, '{}'::jsonb) || ${param}::jsonb)`;

/** adminUserUpdate's transaction: every change or none. */
export async function updateUserAsAdmin(
  sql: SqlClient,
  userId: string,
  changes: AdminUserChanges,
): Promise<void> {
  await sql.transaction(async (tx) => {
    if (changes.email) {
      await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [
        userId,
        changes.email,
      ]);
      await setIdentityEmail(tx, userId, changes.email);
    }
    if (changes.passwordHash)
      await tx.query('update auth.users set encrypted_password = $2 where id = $1', [
        userId,
        changes.passwordHash,
      ]);
    if (changes.confirmEmail === true)
      await tx.query(
        'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
        [userId],
      );
    if (changes.userMetadata)
      await tx.query(`update auth.users set ${mergeSql('raw_user_meta_data', '$2')} where id = $1`, [
        userId,
        changes.userMetadata,
      ]);
    if (changes.appMetadata)
      await tx.query(`update auth.users set ${mergeSql('raw_app_meta_data', '$2')} where id = $1`, [
        userId,
        changes.appMetadata,
      ]);
    if (changes.role) await tx.query('update auth.users set role = $2 where id = $1', [userId, changes.role]);
    if (changes.bannedUntil !== undefined) await setBannedUntil(tx, userId, changes.bannedUntil);
    await tx.query('update auth.users set updated_at = now() where id = $1', [userId]);
  });
}

/** DELETE /admin/users/:id: the row with everything hanging off it, or SoftDeleteUser's obfuscation. */
export async function deleteUser(sql: SqlClient, userId: string, soft: boolean): Promise<void> {
  if (!soft) {
    await sql.query('delete from auth.users where id = $1', [userId]);
    return;
  }
  await sql.transaction(async (tx) => {
    await tx.query(
      `update auth.users set deleted_at = now(), email = null, encrypted_password = '', raw_user_meta_data = '{}'::jsonb
       where id = $1`,
      [userId],
    );
    await tx.query('delete from auth.identities where user_id = $1', [userId]);
    await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  });
}
