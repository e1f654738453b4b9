import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { receiveUpload } from './body.ts';
import { findBucket } from './bucketStore.ts';
import type { StorageContext } from './context.ts';
import { switchRole, withCaller, type Caller, type ObjectMetadata } from './db.ts';
import { ERRORS, StorageError } from './errors.ts';
import { currentVersion, probeWriteObject, writeObject } from './objectStore.ts';
import { checkedCaller, json, signedBy, type StorageRequest } from './types.ts';
import { mustBeValidKey } from './validate.ts';

/** Thrown inside a permission test to roll it back (Storage's testPermission). */
class Rollback extends Error {}

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
  await withCaller(ctx.sql, options.caller, options.operation, async (tx) => {
    await probeWriteObject(
      tx,
      {
        bucket,
        name: key,
        owner: uuidOrNull(options.owner),
        ownerId: options.owner ?? null,
        version: 'permission-test',
        metadata: {},
        userMetadata: null,
      },
      { upsert: options.upsert, touch: true },
    );
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
async function uploadObject(
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
        const before = await currentVersion(tx, bucketId, key, { lock: true });
        if (options.caller) await switchRole(tx, options.caller.role);
        if (before && !options.upsert) throw ERRORS.KeyAlreadyExists();
        const id = await writeObject(
          tx,
          {
            bucket: bucketId,
            name: key,
            owner: uuidOrNull(options.owner),
            ownerId: options.owner ?? null,
            version,
            metadata,
            userMetadata: received.userMetadata,
          },
          { upsert: options.upsert, touch: true },
        );
        await ctx.store.place(received.staged.path, bucketId, key, version);
        placed = true;
        return { id, previous: before?.version ?? null };
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

/** POST /object/:bucket/*key (PUT: update, i.e. upsert), as the caller; `x-upsert: true` replaces an object. */
export async function upload(ctx: StorageContext, req: StorageRequest) {
  const caller = checkedCaller(req);
  const put = req.method === 'PUT';
  return json(
    await uploadObject(ctx, req.incoming, req.params.bucket!, req.params.key!, {
      caller,
      owner: caller.sub,
      upsert: put || req.headers['x-upsert'] === 'true',
      operation: put ? 'storage.object.update' : 'storage.object.upload',
    }),
  );
}

/** PUT /object/upload/sign/:bucket/*key: the upload a signed upload URL allows, as the Storage superuser. */
export async function signedUpload(ctx: StorageContext, req: StorageRequest) {
  const payload = signedBy(req);
  const result = await uploadObject(ctx, req.incoming, req.params.bucket!, req.params.key!, {
    caller: undefined,
    owner: typeof payload.owner === 'string' ? payload.owner : undefined,
    upsert: payload.upsert === true,
    operation: 'storage.object.upload_signed',
  });
  return json({ Key: result.Key });
}
