import type { SqlClient } from '../sql-client.ts';
import { OBJECT_COLUMNS, type ObjectRow } from './db.ts';

/**
 * storage.objects, as supabase/storage src/storage/database/knex.ts @c56d022b reads and writes it. Every function
 * runs in the caller's transaction (db.ts withCaller), so the table's RLS decides what is seen and done.
 */
export async function findObject(
  tx: SqlClient,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0];
}

/** The stored version of a key (`null` for a row without a file), undefined without a row; optionally locked. */
export async function currentVersion(
  tx: SqlClient,
  bucket: string,
  name: string,
  options: { lock?: boolean } = {},
): Promise<{ version: string | null } | undefined> {
  const { rows } = await tx.query<{ version: string | null }>(
    `select version from storage.objects where bucket_id = $1 and name = $2${options.lock ? ' for update' : ''}`,
    [bucket, name],
  );
  return rows[0];
}

/** The names among `names` the caller can see. */
export async function visibleNames(tx: SqlClient, bucket: string, names: string[]): Promise<Set<string>> {
  const { rows } = await tx.query<{ name: string }>(
    `select name from storage.objects where bucket_id = $1 and name = any($2::text[])`,
    [bucket, names],
  );
  return new Set(rows.map((row) => row.name));
}

export interface SearchQuery {
  prefix: string;
  bucket: string;
  limit: number;
  levels: number;
  offset: number;
  search: string;
  column: string;
  order: 'asc' | 'desc';
}

/** List v1: one level of folders and files (storage.search, the schema's own function). */
export async function searchObjects(tx: SqlClient, query: SearchQuery): Promise<unknown[]> {
  const { rows } = await tx.query(
    `select name, id, updated_at, created_at, last_accessed_at, metadata
       from storage.search($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      query.prefix,
      query.bucket,
      query.limit,
      query.levels,
      query.offset,
      query.search,
      query.column,
      query.order,
    ],
  );
  return rows;
}

/**
 * List v2's candidates: the rows under `prefix` in `column` order, names compared bytewise (collate "C") as S3
 * lists keys. `column` is one of name, updated_at, created_at (checked by the caller: it is spliced in).
 */
export async function objectsUnder(
  tx: SqlClient,
  bucket: string,
  prefix: string,
  column: string,
  order: 'asc' | 'desc',
): Promise<ObjectRow[]> {
  // Timestamps to the millisecond, as a list-v2 cursor carries them (knex.ts listObjectsV2's date_trunc).
  const orderBy =
    column === 'name'
      ? `name collate "C" ${order}`
      : `date_trunc('milliseconds', ${column}) ${order}, name collate "C" ${order}`;
  const { rows } = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects
      where bucket_id = $1 and starts_with(name, $2) order by ${orderBy} limit 20000`,
    [bucket, prefix],
  );
  return rows;
}

export interface ObjectValues {
  bucket: string;
  name: string;
  /** owner (a uuid column): the owner when it is a uuid, else null. */
  owner: string | null;
  ownerId: string | null;
  version: string;
  metadata: object;
  userMetadata: Record<string, unknown> | null;
}

const INSERT = `insert into storage.objects as o (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
  values ($1, $2, $3::uuid, $4, $5, $6::jsonb, $7::jsonb)`;
const ON_CONFLICT = ` on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
  version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata`;

const writeStatement = (options: { upsert: boolean; touch?: boolean }) =>
  `${INSERT}${options.upsert ? `${ON_CONFLICT}${options.touch ? ', last_accessed_at = now()' : ''}` : ''}`;

const writeParams = (values: ObjectValues) => [
  values.bucket,
  values.name,
  values.owner,
  values.ownerId,
  values.version,
  JSON.stringify(values.metadata),
  values.userMetadata ? JSON.stringify(values.userMetadata) : null,
];

/**
 * Inserts a row, or with `upsert` replaces the one under the same key (`touch` also sets last_accessed_at, as an
 * upload does); the new row's id.
 */
export async function writeObject(
  tx: SqlClient,
  values: ObjectValues,
  options: { upsert: boolean; touch?: boolean },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `${writeStatement(options)} returning o.id`,
    writeParams(values),
  );
  return rows[0]!.id;
}

/**
 * The same write without RETURNING (which would also need the SELECT policy), for Storage's permission test: the
 * caller's transaction is rolled back afterwards.
 */
export async function probeWriteObject(
  tx: SqlClient,
  values: ObjectValues,
  options: { upsert: boolean; touch?: boolean },
): Promise<void> {
  await tx.query(writeStatement(options), writeParams(values));
}

/** Renames a row (move); its version, undefined when the caller may not move it. */
export async function renameObject(
  tx: SqlClient,
  from: { bucket: string; name: string },
  to: { bucket: string; name: string },
): Promise<{ version: string | null } | undefined> {
  const { rows } = await tx.query<{ version: string | null }>(
    `update storage.objects set bucket_id = $3, name = $4, last_accessed_at = now()
      where bucket_id = $1 and name = $2 returning version`,
    [from.bucket, from.name, to.bucket, to.name],
  );
  return rows[0];
}

/** Deletes one row; its version, undefined when there was none the caller may delete. */
export async function deleteObject(
  tx: SqlClient,
  bucket: string,
  name: string,
): Promise<{ version: string | null } | undefined> {
  const { rows } = await tx.query<{ version: string | null }>(
    `delete from storage.objects where bucket_id = $1 and name = $2 returning version`,
    [bucket, name],
  );
  return rows[0];
}

/** Deletes the rows of `names` the caller may delete. */
export async function deleteObjects(tx: SqlClient, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const { rows } = await tx.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows;
}

/** Deletes every row of a bucket the caller may delete (empty bucket). */
export async function deleteAllObjects(
  tx: SqlClient,
  bucket: string,
): Promise<{ name: string; version: string | null }[]> {
  const { rows } = await tx.query<{ name: string; version: string | null }>(
    `delete from storage.objects where bucket_id = $1 returning name, version`,
    [bucket],
  );
  return rows;
}
