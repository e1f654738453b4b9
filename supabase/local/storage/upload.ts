import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Caller } from './auth.ts';
import { receiveUpload } from './body.ts';
import { findBucket, withCaller, type ObjectMetadata } from './db.ts';
import { ERRORS, StorageError } from './errors.ts';
import type { StorageContext } from './context.ts';
import { mustBeValidKey } from './validate.ts';

/** Thrown inside a permission test to roll it back (Storage's testPermission). */
class Rollback extends Error {}

const UPSERT = `insert into storage.objects as o (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
  values ($1, $2, $3::uuid, $4, $5, $6::jsonb, $7::jsonb)`;
const ON_CONFLICT = ` on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
  version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
  last_accessed_at = now()`;

export interface UploadOptions {
  /** undefined: as the Storage superuser (signed upload URLs). */
  caller: Caller | undefined;
  owner: string | undefined;
  upsert: boolean;
  operation: string;
}

const uuidOrNull = (value: string | undefined) =>
  value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : null;

/**
 * Checks the caller may insert (and with upsert update) the row, without keeping it: Storage runs the same
 * statement in a transaction it rolls back before it reads the body (src/storage/object.ts, testPermission).
 */
export async function testUploadPermission(
  ctx: StorageContext,
  bucket: string,
  key: string,
  options: UploadOptions,
) {
  if (!options.caller) return;
  const meta = JSON.stringify({});
  await withCaller(ctx.sql, options.caller, options.operation, async (tx) => {
    await tx.query(`${UPSERT}${options.upsert ? ON_CONFLICT : ''}`, [
      bucket,
      key,
      uuidOrNull(options.owner),
      options.owner ?? null,
      'permission-test',
      meta,
      null,
    ]);
    throw new Rollback();
  }).catch((error: unknown) => {
    if (!(error instanceof Rollback)) throw error;
  });
}

/**
 * An upload, all or nothing: the body goes to a temporary file (stopping at the limit), then one transaction as
 * the caller writes the row and renames the file into place before COMMIT; the replaced version's file is removed
 * after COMMIT. Returns Storage's `{ Key, Id }`.
 */
export async function uploadObject(
  ctx: StorageContext,
  req: IncomingMessage,
  bucketId: string,
  key: string,
  options: UploadOptions,
): Promise<{ Key: string; Id: string }> {
  mustBeValidKey(key);
  const bucket = await withCaller(ctx.sql, undefined, options.operation, (tx) => findBucket(tx, bucketId));
  if (!bucket) throw ERRORS.NoSuchBucket();
  const limit = Math.min(ctx.fileSizeLimit, bucket.file_size_limit ?? Number.POSITIVE_INFINITY);
  await testUploadPermission(ctx, bucketId, key, options);
  const received = await receiveUpload(req, ctx.store, limit, bucket.allowed_mime_types);
  const version = randomUUID();
  const metadata: ObjectMetadata = {
    eTag: `"${received.staged.md5}"`,
    size: received.staged.size,
    mimetype: received.mimetype,
    cacheControl: received.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: received.staged.size,
    httpStatusCode: 200,
  };
  let placed = false;
  try {
    const { id, previous } = await withCaller(
      ctx.sql,
      options.caller,
      options.operation,
      async (tx) => {
        // The replaced version, read before the role switch (as Storage's superuser would see it).
        const { rows: before } = await tx.query<{ version: string | null }>(
          `select version from storage.objects where bucket_id = $1 and name = $2 for update`,
          [bucketId, key],
        );
        if (options.caller) {
          await tx.query(`select set_config('role', $1, true)`, [options.caller.role]);
        }
        if (before[0] && !options.upsert) throw ERRORS.KeyAlreadyExists();
        const { rows } = await tx.query<{ id: string }>(
          `${UPSERT}${options.upsert ? ON_CONFLICT : ''} returning o.id`,
          [
            bucketId,
            key,
            uuidOrNull(options.owner),
            options.owner ?? null,
            version,
            JSON.stringify(metadata),
            received.userMetadata ? JSON.stringify(received.userMetadata) : null,
          ],
        );
        await ctx.store.place(received.staged.path, bucketId, key, version);
        placed = true;
        return { id: rows[0]!.id, previous: before[0]?.version ?? null };
      },
      { roleAfterBefore: true },
    );
    if (previous && previous !== version)
      await ctx.store.remove(bucketId, key, previous).catch(() => undefined);
    return { Key: `${bucketId}/${key}`, Id: id };
  } catch (error) {
    if (placed) await ctx.store.remove(bucketId, key, version).catch(() => undefined);
    else await ctx.store.discard(received.staged.path);
    if (error instanceof StorageError) throw error;
    if ((error as { code?: string }).code === '23505') throw ERRORS.KeyAlreadyExists();
    throw error;
  }
}
