import type { SqlClient } from '../sql-client.ts';
import { BUCKET_COLUMNS, type BucketRow } from './db.ts';

/**
 * storage.buckets, as supabase/storage src/storage/database/knex.ts @c56d022b reads and writes it. Every function
 * runs in the caller's transaction (db.ts withCaller), so the table's RLS decides.
 */
export async function findBucket(tx: SqlClient, id: string): Promise<BucketRow | undefined> {
  const { rows } = await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [
    id,
  ]);
  return rows[0];
}

export interface NewBucket {
  id: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export async function insertBucket(tx: SqlClient, bucket: NewBucket): Promise<void> {
  await tx.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $2, $3::uuid, $4, $5, $6, $7::text[])`,
    [
      bucket.id,
      bucket.name,
      bucket.owner,
      bucket.ownerId,
      bucket.public,
      bucket.fileSizeLimit,
      bucket.allowedMimeTypes,
    ],
  );
}

export interface BucketQuery {
  search: string;
  limit: number | null;
  offset: number;
  /** One of id, name, created_at, updated_at (checked by the caller: it is spliced into the statement). */
  column: string;
  order: 'asc' | 'desc';
}

/** Buckets whose name contains `search` (taken literally: `%` and `_` are no wildcards), case-insensitively. */
export async function listBuckets(tx: SqlClient, query: BucketQuery): Promise<BucketRow[]> {
  const { rows } = await tx.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where strpos(lower(name), lower($1)) > 0
      order by ${query.column} ${query.order} limit $2 offset $3`,
    [query.search, query.limit, query.offset],
  );
  return rows;
}

/** The fields an update sets; `undefined` leaves a column as it is. */
export interface BucketChanges {
  public: boolean | undefined;
  fileSizeLimit: number | null | undefined;
  allowedMimeTypes: string[] | null | undefined;
}

/** False when there is no such bucket (or RLS hides it). */
export async function updateBucket(tx: SqlClient, id: string, changes: BucketChanges): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `update storage.buckets set
       public = coalesce($2, public),
       file_size_limit = case when $3 then $4::bigint else file_size_limit end,
       allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
       updated_at = now()
     where id = $1 returning id`,
    [
      id,
      changes.public ?? null,
      changes.fileSizeLimit !== undefined,
      changes.fileSizeLimit ?? null,
      changes.allowedMimeTypes !== undefined,
      changes.allowedMimeTypes ?? null,
    ],
  );
  return rows.length > 0;
}

/** False when there is no such bucket; a bucket with objects fails with 23503. */
export async function deleteBucket(tx: SqlClient, id: string): Promise<boolean> {
  const { rows } = await tx.query(`delete from storage.buckets where id = $1 returning id`, [id]);
  return rows.length > 0;
}
