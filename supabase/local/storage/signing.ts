import { signToken } from './auth.ts';
import { findBucket } from './bucketStore.ts';
import type { StorageContext } from './context.ts';
import { withCaller } from './db.ts';
import { findVisible } from './downloads.ts';
import { ERRORS } from './errors.ts';
import { findObject, visibleNames } from './objectStore.ts';
import { checkedCaller, json, type StorageRequest } from './types.ts';
import { testUploadPermission } from './upload.ts';
import { mustBeValidKey } from './validate.ts';

/**
 * Signed URLs after supabase/storage src/http/routes/object/{getSignedURL,getSignedURLs,getSignedUploadURL}.ts
 * @01b1d8cf; the signed downloads and uploads themselves are in downloads.ts and upload.ts.
 */
function expiresIn(body: Record<string, unknown>): number {
  const value = body.expiresIn;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1)
    throw ERRORS.InvalidRequest('body/expiresIn must be >= 1');
  return Math.floor(value);
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** POST /object/sign/:bucket/*key — the caller must see the object; the URL is a JWT over "<bucket>/<key>". */
export async function signOne(ctx: StorageContext, req: StorageRequest) {
  const { bucket, key } = req.params as { bucket: string; key: string };
  const seconds = expiresIn(await req.json());
  await findVisible(ctx, checkedCaller(req), bucket, key, 'storage.object.sign');
  const token = await signToken({ url: `${bucket}/${key}`, scope: 'download' }, ctx.secret, seconds);
  return json({ signedURL: `/object/sign/${encodeURIComponent(bucket)}/${encodeKey(key)}?token=${token}` });
}

/** POST /object/sign/:bucket { expiresIn, paths } — one entry per path, with an error for those not visible. */
export async function signMany(ctx: StorageContext, req: StorageRequest) {
  const caller = checkedCaller(req);
  const bucket = req.params.bucket!;
  const body = await req.json();
  const seconds = expiresIn(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string'))
    throw ERRORS.InvalidRequest("body must have required property 'paths'");
  // A text value cannot hold NUL: no object has such a name, and Postgres would refuse the whole query.
  const visible = await withCaller(ctx.sql, caller, 'storage.object.sign_many', (tx) =>
    visibleNames(
      tx,
      bucket,
      (paths as string[]).filter((path) => !path.includes('\u0000')),
    ),
  );
  const signed = await Promise.all(
    (paths as string[]).map(async (path) => {
      if (!visible.has(path))
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        };
      const token = await signToken({ url: `${bucket}/${path}`, scope: 'download' }, ctx.secret, seconds);
      return {
        error: null,
        path,
        signedURL: `/object/sign/${encodeURIComponent(bucket)}/${encodeKey(path)}?token=${token}`,
      };
    }),
  );
  return json(signed);
}

/** POST /object/upload/sign/:bucket/*key — a 2-hour upload token, after the same permission test as an upload. */
export async function signUpload(ctx: StorageContext, req: StorageRequest) {
  const caller = checkedCaller(req);
  const { bucket, key } = req.params as { bucket: string; key: string };
  const upsert = req.headers['x-upsert'] === 'true';
  mustBeValidKey(key);
  const found = await withCaller(ctx.sql, undefined, 'storage.object.upload_sign', (tx) =>
    findBucket(tx, bucket),
  );
  if (!found) throw ERRORS.NoSuchBucket();
  await testUploadPermission(ctx, bucket, key, {
    caller,
    owner: caller.sub,
    upsert,
    operation: 'storage.object.upload_sign',
  });
  if (!upsert) {
    const existing = await withCaller(ctx.sql, undefined, 'storage.object.upload_sign', (tx) =>
      findObject(tx, bucket, key),
    );
    if (existing) throw ERRORS.KeyAlreadyExists();
  }
  const token = await signToken(
    { owner: caller.sub, url: `${bucket}/${key}`, upsert, scope: 'upload' },
    ctx.secret,
    7200,
  );
  return json({
    url: `/object/upload/sign/${encodeURIComponent(bucket)}/${encodeKey(key)}?token=${token}`,
    token,
  });
}
