import type { SqlClient } from '../sql-client.ts';
import { isUuid } from './context.ts';

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
