import { randomUUID } from 'node:crypto';
import { mustBeHeaderValue, parseMetadata } from './body.ts';
import { findBucket } from './bucketStore.ts';
import type { StorageContext } from './context.ts';
import { withCaller } from './db.ts';
import { ERRORS } from './errors.ts';
import {
  currentVersion,
  deleteObject,
  deleteObjects,
  findObject,
  renameObject,
  writeObject,
} from './objectStore.ts';
import { checkedCaller, json, type StorageRequest } from './types.ts';
import { baseMimeType, mustBeAllowedMimeType, mustBeValidKey } from './validate.ts';

/**
 * The object routes that change objects, after supabase/storage src/http/routes/object/{deleteObject,deleteObjects,
 * moveObject,copyObject}.ts @01b1d8cf and src/storage/object.ts. Every database step runs as the caller
 * (withCaller), so RLS decides what is seen and done.
 */
/** DELETE /object/:bucket/*key — the row under RLS, then the file. */
export async function deleteOne(ctx: StorageContext, req: StorageRequest) {
  const { bucket, key } = req.params as { bucket: string; key: string };
  mustBeValidKey(key);
  const deleted = await withCaller(ctx.sql, checkedCaller(req), 'storage.object.delete', (tx) =>
    deleteObject(tx, bucket, key),
  );
  if (!deleted) throw ERRORS.NoSuchKey();
  if (deleted.version) await ctx.store.remove(bucket, key, deleted.version).catch(() => undefined);
  return json({ message: 'Successfully deleted' });
}

/** DELETE /object/:bucket { prefixes } — the deleted objects (those RLS let the caller delete). */
export async function deleteMany(ctx: StorageContext, req: StorageRequest) {
  const caller = checkedCaller(req);
  const bucket = req.params.bucket!;
  const body = await req.json();
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== 'string'))
    throw ERRORS.InvalidRequest('body/prefixes must NOT have fewer than 1 items');
  if (prefixes.length > 1000) throw ERRORS.InvalidRequest('body/prefixes must NOT have more than 1000 items');
  // No object's name holds NUL (a text value cannot): such a prefix deletes nothing.
  const names = (prefixes as string[]).filter((prefix) => !prefix.includes('\u0000'));
  const rows = await withCaller(ctx.sql, caller, 'storage.object.delete_many', (tx) =>
    deleteObjects(tx, bucket, names),
  );
  for (const row of rows)
    if (row.version) await ctx.store.remove(bucket, row.name, row.version).catch(() => undefined);
  return json(rows);
}

function moveArgs(body: Record<string, unknown>) {
  const { bucketId, sourceKey, destinationKey } = body;
  if (typeof bucketId !== 'string')
    throw ERRORS.InvalidRequest("body must have required property 'bucketId'");
  if (typeof sourceKey !== 'string')
    throw ERRORS.InvalidRequest("body must have required property 'sourceKey'");
  if (typeof destinationKey !== 'string')
    throw ERRORS.InvalidRequest("body must have required property 'destinationKey'");
  mustBeValidKey(sourceKey);
  mustBeValidKey(destinationKey);
  const destinationBucket = typeof body.destinationBucket === 'string' ? body.destinationBucket : bucketId;
  return { bucketId, sourceKey, destinationKey, destinationBucket };
}

/** POST /object/move — one UPDATE under RLS (using on the source, with check on the destination). */
export async function move(ctx: StorageContext, req: StorageRequest) {
  const caller = checkedCaller(req);
  const { bucketId, sourceKey, destinationKey, destinationBucket } = moveArgs(await req.json());
  await withCaller(ctx.sql, caller, 'storage.object.move', async (tx) => {
    if (!(await findBucket(tx, destinationBucket)) && destinationBucket !== bucketId)
      throw ERRORS.NoSuchBucket();
    const source = await findObject(tx, bucketId, sourceKey);
    if (!source) throw ERRORS.NoSuchKey();
    if (bucketId === destinationBucket && sourceKey === destinationKey) return;
    const moved = await renameObject(
      tx,
      { bucket: bucketId, name: sourceKey },
      { bucket: destinationBucket, name: destinationKey },
    );
    if (!moved) throw ERRORS.NoSuchKey();
    if (moved.version)
      await ctx.store.move(
        { bucket: bucketId, key: sourceKey, version: moved.version },
        { bucket: destinationBucket, key: destinationKey },
      );
  });
  return json({ message: 'Successfully moved' });
}

/**
 * A copy's `metadata` ({ cacheControl, mimetype }): given, they replace the source's (S3's MetadataDirective
 * REPLACE in supabase/storage src/storage/backend/s3 and object.ts copyObject @cf22a247); what is not given is
 * copied.
 */
function copyReplacements(metadata: unknown): { cacheControl?: string; mimetype?: string } {
  if (metadata === undefined || metadata === null) return {};
  if (typeof metadata !== 'object' || Array.isArray(metadata))
    throw ERRORS.InvalidRequest('body/metadata must be object');
  const { cacheControl, mimetype } = metadata as Record<string, unknown>;
  const replaced: { cacheControl?: string; mimetype?: string } = {};
  for (const [name, value] of [
    ['cacheControl', cacheControl],
    ['mimetype', mimetype],
  ] as const) {
    if (value === undefined) continue;
    if (typeof value !== 'string') throw ERRORS.InvalidRequest(`body/metadata/${name} must be string`);
    mustBeHeaderValue(value, name);
    replaced[name] = value;
  }
  return replaced;
}

/** POST /object/copy — the source read and the new row inserted under RLS; the file copied before COMMIT. */
export async function copy(ctx: StorageContext, req: StorageRequest) {
  const caller = checkedCaller(req);
  const upsert = req.headers['x-upsert'] === 'true';
  const body = await req.json();
  const { bucketId, sourceKey, destinationKey, destinationBucket } = moveArgs(body);
  const copyMetadata = body.copyMetadata !== false;
  const replaced = copyReplacements(body.metadata);
  const header = req.headers['x-metadata'];
  const userMetadata = parseMetadata(typeof header === 'string' ? header : undefined, true);
  if (replaced.mimetype) {
    // The destination bucket's allow-list holds for a type given here as for an upload.
    const target = await withCaller(ctx.sql, undefined, 'storage.object.copy', (tx) =>
      findBucket(tx, destinationBucket),
    );
    if (!target) throw ERRORS.NoSuchBucket();
    mustBeAllowedMimeType(baseMimeType(replaced.mimetype), target.allowed_mime_types);
  }
  const version = randomUUID();
  let placed = false;
  try {
    const result = await withCaller(ctx.sql, caller, 'storage.object.copy', async (tx) => {
      const source = await findObject(tx, bucketId, sourceKey);
      if (!source || !source.version) throw ERRORS.NoSuchKey();
      const before = await currentVersion(tx, destinationBucket, destinationKey);
      if (before && !upsert) throw ERRORS.KeyAlreadyExists();
      const id = await writeObject(
        tx,
        {
          bucket: destinationBucket,
          name: destinationKey,
          owner: caller.sub && /^[0-9a-f-]{36}$/i.test(caller.sub) ? caller.sub : null,
          ownerId: caller.sub ?? null,
          version,
          metadata: { ...source.metadata, ...replaced, lastModified: new Date().toISOString() },
          userMetadata: copyMetadata ? source.user_metadata : userMetadata,
        },
        { upsert: true },
      );
      const staged = await ctx.store.stageCopy(bucketId, sourceKey, source.version);
      await ctx.store.place(staged, destinationBucket, destinationKey, version);
      placed = true;
      return { id, previous: before?.version ?? null };
    });
    if (result.previous)
      await ctx.store.remove(destinationBucket, destinationKey, result.previous).catch(() => undefined);
    return json({ Id: result.id, Key: `${destinationBucket}/${destinationKey}` });
  } catch (error) {
    if (placed) await ctx.store.remove(destinationBucket, destinationKey, version).catch(() => undefined);
    throw error;
  }
}
