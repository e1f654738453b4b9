import type { SqlClient } from '../sql-client.ts';
import type { JWTPayload } from 'jose';

/** Who a request runs as: the verified JWT's role, subject and claims (middleware.ts, auth.ts verifyCaller). */
export interface Caller {
  role: string;
  sub?: string;
  claims: JWTPayload;
}

/**
 * Runs `fn` in one transaction as the caller, as Storage's database layer does for every request
 * (supabase/storage src/storage/database/knex.ts @c56d022b, withTransaction → set_config of role,
 * request.jwt.claims, request.jwt.claim.sub/role, request.method, storage.operation, all local to the
 * transaction): row-level security on storage.objects/buckets decides. Without a caller it runs as the Storage
 * superuser (supabase_storage_admin, the tables' owner; the shared superuser session on PGlite), which Storage uses
 * for public and signed URLs and bucket limits ("asSuperUser").
 */
export function withCaller<T>(
  sql: SqlClient,
  caller: Caller | undefined,
  operation: string,
  fn: (tx: SqlClient) => Promise<T>,
  options: { roleAfterBefore?: boolean } = {},
): Promise<T> {
  return sql.transaction(async (tx) => {
    if (caller) {
      await tx.query(
        `select set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true),
                set_config('request.jwt.claim.role', $1, true), set_config('storage.operation', $4, true)`,
        [caller.role, JSON.stringify(caller.claims), caller.sub ?? '', operation],
      );
      // roleAfterBefore: fn reads as the superuser first and switches the role itself.
      if (!options.roleAfterBefore) await tx.query(`select set_config('role', $1, true)`, [caller.role]);
    } else {
      await tx.query(`select set_config('storage.operation', $1, true)`, [operation]);
    }
    return fn(tx);
  });
}

/** Switches a withCaller transaction opened with roleAfterBefore to the caller's role. */
export async function switchRole(tx: SqlClient, role: string): Promise<void> {
  await tx.query(`select set_config('role', $1, true)`, [role]);
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  type: string;
  created_at: string;
  updated_at: string;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/** The columns every store reads; the row types above. */
export const BUCKET_COLUMNS =
  'id, name, owner, owner_id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, type, created_at, updated_at';
export const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';
