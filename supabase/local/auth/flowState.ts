import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../sql-client.ts';

/**
 * The PKCE flow state model: auth.flow_state as supabase/auth internal/models/flow_state.go (at 1a93c5b8) reads and
 * writes it (NewFlowState, FindFlowStateByAuthCode, RecordAuthCodeIssuedAtTime). flows.ts holds the flow's rules.
 */
export interface FlowStateRow {
  id: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  auth_code_issued_at: Date | null;
  created_at: Date;
}

/** GoTrue keeps PKCE state in auth.flow_state; like GoTrue, the auth server lays down its own table. */
const FLOW_STATE_SCHEMA = `
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

export async function ensureFlowStateTable(sql: SqlClient): Promise<void> {
  await sql.query(FLOW_STATE_SCHEMA);
}

/** One flow per user and method: an earlier unfinished one is replaced. */
export async function replaceFlowState(
  sql: SqlClient,
  flow: { userId: string; method: string; challenge: string; challengeMethod: string },
): Promise<void> {
  await sql.query('delete from auth.flow_state where user_id = $1 and authentication_method = $2', [
    flow.userId,
    flow.method,
  ]);
  await sql.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, 'email', now(), now(), $6)`,
    [randomUUID(), flow.userId, randomUUID(), flow.challengeMethod, flow.challenge, flow.method],
  );
}

/** RecordAuthCodeIssuedAtTime: the flow's auth code, or undefined when the user has no flow for the method. */
export async function issueAuthCode(
  sql: SqlClient,
  userId: string,
  method: string,
): Promise<string | undefined> {
  const { rows } = await sql.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
       where user_id = $1 and authentication_method = $2 returning auth_code`,
    [userId, method],
  );
  return rows[0]?.auth_code;
}

export async function findFlowStateByAuthCode(
  sql: SqlClient,
  authCode: string,
): Promise<FlowStateRow | undefined> {
  const { rows } = await sql.query<FlowStateRow>('select * from auth.flow_state where auth_code = $1', [
    authCode,
  ]);
  return rows[0];
}

export async function deleteFlowState(sql: SqlClient, id: string): Promise<void> {
  await sql.query('delete from auth.flow_state where id = $1', [id]);
}
