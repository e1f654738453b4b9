import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { AuthConfig } from '../config.ts';
import type { SqlClient } from '../sql-client.ts';
import { AuthError, badRequest } from './errors.ts';
import { INSTANCE, isUuid, opaqueToken, type UserRow, type Users } from './users.ts';

/** auth.sessions as models.Session reads it (supabase/auth internal/models/sessions.go). */
export interface SessionRow {
  id: string;
  user_id: string;
  aal: string | null;
  factor_id: string | null;
  created_at: Date;
}

export async function findSession(sql: SqlClient, id: string | undefined): Promise<SessionRow | undefined> {
  if (!id || !isUuid(id)) return undefined;
  const { rows } = await sql.query<SessionRow>(
    'select id, user_id, aal::text as aal, factor_id, created_at from auth.sessions where id = $1',
    [id],
  );
  return rows[0];
}

/** Session.IsAAL2: the level stored with the session, not the (possibly older) claim in the token. */
export const isAal2 = (session: SessionRow | undefined) => session?.aal === 'aal2';

/**
 * Factor.DowngradeSessionsToAAL1 (internal/models/factor.go): the sessions that passed a removed factor lose
 * its AMR claim and fall back to aal1.
 */
export async function downgradeSessionsOfFactor(sql: SqlClient, factorId: string): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = 'totp'
         and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factorId],
    );
    await tx.query(
      `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
      [factorId],
    );
  });
}

/** logout.go scopes: this session, the user's other sessions, or all of them (models.Logout*). */
export async function logout(
  sql: SqlClient,
  scope: 'local' | 'others' | 'global',
  userId: string,
  sessionId: string,
): Promise<void> {
  if (scope === 'local') await sql.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others')
    await sql.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await sql.query('delete from auth.sessions where user_id = $1', [userId]);
}

export type RefreshOutcome =
  { kind: 'reused' } | { kind: 'ok'; userId: string; sessionId: string; token: string };

/**
 * RefreshTokenGrant's transaction (token_refresh.go): rotates the token, hands a concurrent caller the active
 * child within the reuse interval, and on reuse revokes the whole session. The outcome is returned, not thrown,
 * so that the revocation commits (storage.NewCommitWithError).
 */
export function rotateRefreshToken(
  sql: SqlClient,
  token: string,
  options: { reuseMs: number; rotation: boolean },
): Promise<RefreshOutcome> {
  return sql.transaction<RefreshOutcome>(async (tx) => {
    const row = (
      await tx.query<{
        id: string;
        user_id: string;
        revoked: boolean;
        session_id: string | null;
        updated_at: Date;
        token: string;
      }>('select * from auth.refresh_tokens where token = $1 for update', [token])
    ).rows[0];
    if (!row || !row.session_id)
      throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (row.revoked) {
      const child = (
        await tx.query<{ token: string; revoked: boolean }>(
          'select token, revoked from auth.refresh_tokens where parent = $1 order by id desc limit 1',
          [token],
        )
      ).rows[0];
      const withinInterval = Date.now() - new Date(row.updated_at).getTime() < options.reuseMs;
      if (options.rotation && !(withinInterval && child && !child.revoked)) {
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return { kind: 'reused' };
      }
      // A concurrent refresh within the reuse interval gets the active child token again.
      if (child && !child.revoked)
        return { kind: 'ok', userId: row.user_id, sessionId: row.session_id, token: child.token };
      return { kind: 'reused' };
    }
    const next = (
      await tx.query<{ token: string }>(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)
       returning token`,
        [opaqueToken(), row.user_id, token, row.session_id],
      )
    ).rows[0];
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
      row.id,
    ]);
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
      row.session_id,
    ]);
    return { kind: 'ok', userId: row.user_id, sessionId: row.session_id, token: next.token };
  });
}

const badRequestBanned = () => new AuthError(400, 'user_banned', 'User is banned');

/** Sessions, refresh tokens and access tokens (models.Session, models.RefreshToken, api/token.go). */
export function createSessions(options: {
  sql: SqlClient;
  config: AuthConfig;
  secret: Uint8Array;
  externalUrl: string;
  users: Users;
}) {
  const { sql, config, secret, externalUrl } = options;
  const { mustFindUser, userJson } = options.users;
  const signAccessToken = async (user: UserRow, sessionId: string) => {
    const session = (
      await sql.query<{ aal: string | null }>('select aal::text as aal from auth.sessions where id = $1', [
        sessionId,
      ])
    ).rows[0];
    const amr = (
      await sql.query<{ authentication_method: string; created_at: Date }>(
        'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at desc',
        [sessionId],
      )
    ).rows.map((c) => ({
      method: c.authentication_method,
      timestamp: Math.floor(new Date(c.created_at).getTime() / 1000),
    }));
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + config.jwtExpiry;
    const token = await new SignJWT({
      aud: 'authenticated',
      role: user.role ?? 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      aal: session?.aal ?? 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(externalUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(secret);
    return { token, expiresAt };
  };

  const sessionResponse = async (userId: string, sessionId: string, refreshToken: string) => {
    const user = await mustFindUser(userId);
    const { token, expiresAt } = await signAccessToken(user, sessionId);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: config.jwtExpiry,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: await userJson(user),
    };
  };

  /** Starts a session (or steps an existing one up) and issues its first refresh token. */
  const issueSession = async (
    user: UserRow,
    method: string,
    existingSessionId?: string,
    aal: 'aal1' | 'aal2' = 'aal1',
  ) => {
    if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) throw badRequestBanned();
    const sessionId = existingSessionId ?? randomUUID();
    const refreshToken = opaqueToken();
    await sql.transaction(async (tx) => {
      if (!existingSessionId) {
        await tx.query(
          'insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), $3)',
          [sessionId, user.id, aal],
        );
      } else {
        await tx.query(
          'update auth.sessions set aal = $2, updated_at = now(), refreshed_at = now() where id = $1',
          [sessionId, aal],
        );
        await tx.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
          [sessionId],
        );
      }
      await tx.query(
        `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
         values ($1, now(), now(), $2, $3) on conflict (session_id, authentication_method) do update set updated_at = now()`,
        [sessionId, method, randomUUID()],
      );
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
         values ($1, $2, $3, false, now(), now(), $4)`,
        [INSTANCE, refreshToken, user.id, sessionId],
      );
      await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
        user.id,
      ]);
    });
    return sessionResponse(user.id, sessionId, refreshToken);
  };

  return { issueSession, sessionResponse };
}
export type Sessions = ReturnType<typeof createSessions>;
