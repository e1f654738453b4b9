import type { SqlClient } from '../sql-client.ts';
import { isUuid, type FactorRow } from './users.ts';

/** The factor model: auth.mfa_factors and auth.mfa_challenges (supabase/auth internal/models/factor.go, challenge.go). */
export interface ChallengeRow {
  id: string;
  verified_at: Date | null;
  created_at: Date;
}

/** models.DeleteExpiredFactors: unverified factors left from abandoned enrolments. */
export async function deleteStaleUnverifiedFactors(sql: SqlClient, userId: string): Promise<void> {
  await sql.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - interval '1 day'`,
    [userId],
  );
}

export async function insertTotpFactor(
  sql: SqlClient,
  factor: { id: string; userId: string; friendlyName: string | null; secret: string },
): Promise<void> {
  await sql.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [factor.id, factor.userId, factor.friendlyName, factor.secret],
  );
}

/** The row with this id that belongs to `ownerId`; an id that is not a UUID finds nothing (no query). */
async function findOwnedRow<T>(sql: SqlClient, select: string, id: string, ownerId: string) {
  if (!isUuid(id)) return undefined;
  const { rows } = await sql.query<T>(select, [id, ownerId]);
  return rows[0];
}

export function findUserFactor(sql: SqlClient, factorId: string, userId: string) {
  return findOwnedRow<FactorRow>(
    sql,
    'select *, factor_type::text as factor_type, status::text as status from auth.mfa_factors where id = $1 and user_id = $2',
    factorId,
    userId,
  );
}

/** PUT /admin/users/:id/factors/:id: the factor's friendly name. */
export async function renameFactor(sql: SqlClient, factorId: string, name: string): Promise<void> {
  await sql.query('update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1', [
    factorId,
    name,
  ]);
}

export async function deleteFactor(sql: SqlClient, factorId: string): Promise<void> {
  await sql.query('delete from auth.mfa_factors where id = $1', [factorId]);
}

/** Factor.CreateChallenge + WriteChallengeToDatabase. */
export async function createChallenge(
  sql: SqlClient,
  id: string,
  factorId: string,
  ip: string,
): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3)`,
      [id, factorId, ip],
    );
    await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId]);
  });
}

export function findChallenge(sql: SqlClient, challengeId: string, factorId: string) {
  return findOwnedRow<ChallengeRow>(
    sql,
    'select * from auth.mfa_challenges where id = $1 and factor_id = $2',
    challengeId,
    factorId,
  );
}

export async function deleteChallenge(sql: SqlClient, challengeId: string): Promise<void> {
  await sql.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
}

/**
 * verifyTOTPFactor's transaction: the challenge is used, the factor verified and tied to the session, and the
 * user's other unverified TOTP factors are removed (models.DeleteUnverifiedFactors).
 */
export async function markFactorVerified(
  sql: SqlClient,
  verified: { challengeId: string; factor: FactorRow; sessionId: string | undefined },
): Promise<void> {
  const { challengeId, factor, sessionId } = verified;
  await sql.transaction(async (tx) => {
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [
      factor.id,
    ]);
    if (sessionId)
      await tx.query('update auth.sessions set factor_id = $2 where id = $1', [sessionId, factor.id]);
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
      [factor.user_id],
    );
  });
}
