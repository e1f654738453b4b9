import type { IncomingMessage, ServerResponse } from 'node:http';
import { findBucket } from './bucketStore.ts';
import type { StorageContext } from './context.ts';
import { withCaller, type Caller, type ObjectRow } from './db.ts';
import { ERRORS } from './errors.ts';
import { findObject } from './objectStore.ts';
import { parseRange } from './range.ts';
import { checkedCaller, download, json, type Handler, type StorageRequest } from './types.ts';
import { mustBeValidKey } from './validate.ts';

/**
 * Downloads and info after supabase/storage src/http/routes/object/{getObject,getPublicObject,getSignedObject,
 * getObjectInfo}.ts @01b1d8cf: the row is read as the caller (RLS decides), or for public and signed URLs as the
 * Storage superuser.
 */
/**
 * The Content-Type a download carries: the type as uploaded (a charset included), but HTML as text/plain, so a
 * file never runs as a page of the project's origin (src/storage/renderer/renderer.ts @e47e6123,
 * normalizeContentType).
 */
export function servedType(mimetype: string): string {
  return mimetype.includes('text/html') ? 'text/plain' : mimetype;
}

/** Streams an object with the headers Storage sends (content-type, cache-control, etag, last-modified). */
export function serveObject(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  row: ObjectRow,
  options: { head?: boolean; download?: string | null } = {},
): void {
  const meta = row.metadata;
  if (!meta || !row.version) throw ERRORS.NoSuchKey();
  res.setHeader('Content-Type', servedType(meta.mimetype));
  res.setHeader('Cache-Control', meta.cacheControl);
  res.setHeader('ETag', meta.eTag);
  res.setHeader('Last-Modified', new Date(meta.lastModified).toUTCString());
  res.setHeader('Accept-Ranges', 'bytes');
  if (options.download !== undefined && options.download !== null) {
    const filename = options.download || row.name.split('/').pop() || 'download';
    res.setHeader('Content-Disposition', `attachment; filename=${encodeURIComponent(filename)};`);
  }
  if (req.headers['if-none-match'] === meta.eTag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const range = parseRange(req.headers.range, meta.size);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${meta.size}`);
    throw ERRORS.RangeNotSatisfiable();
  }
  res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : meta.size));
  if (range) res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${meta.size}`);
  res.statusCode = range ? 206 : 200;
  if (options.head || req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = ctx.store.read(row.bucket_id, row.name, row.version, range ?? undefined);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** The object `key` of `bucket` if the caller (undefined: the Storage superuser) sees it, else NoSuchKey. */
export async function findVisible(
  ctx: StorageContext,
  caller: Caller | undefined,
  bucket: string,
  key: string,
  operation: string,
): Promise<ObjectRow> {
  mustBeValidKey(key);
  const row = await withCaller(ctx.sql, caller, operation, (tx) => findObject(tx, bucket, key));
  if (!row) throw ERRORS.NoSuchKey();
  return row;
}

/** Public objects: the bucket must be public; read as the Storage superuser (getPublicObject.ts). */
async function findPublic(ctx: StorageContext, bucket: string, key: string): Promise<ObjectRow> {
  const found = await withCaller(ctx.sql, undefined, 'storage.object.get_public', (tx) =>
    findBucket(tx, bucket),
  );
  if (!found || !found.public) throw ERRORS.NoSuchBucket();
  return findVisible(ctx, undefined, bucket, key, 'storage.object.get_public');
}

function objectInfo(row: ObjectRow) {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.metadata?.lastModified ?? row.updated_at,
    created_at: row.created_at,
  };
}

/** The caller's view of `:bucket/*key` for an operation. */
const visible = (ctx: StorageContext, req: StorageRequest, operation: string) =>
  findVisible(ctx, checkedCaller(req), req.params.bucket!, req.params.key!, operation);

const publicObject = (ctx: StorageContext, req: StorageRequest) =>
  findPublic(ctx, req.params.bucket!, req.params.key!);

/** GET /object/:bucket/*key, the caller's download. */
export const getObject: Handler = async (ctx, req) =>
  download(req, await visible(ctx, req, 'storage.object.get'));

/** GET /object/authenticated/:bucket/*key. */
export const getAuthenticated: Handler = async (ctx, req) =>
  download(req, await visible(ctx, req, 'storage.object.get_authenticated'));

/** GET /object/public/:bucket/*key. */
export const getPublic: Handler = async (ctx, req) => download(req, await publicObject(ctx, req));

/** GET /object/sign/:bucket/*key: read as the Storage superuser, the token (checked by the scope) allows it. */
export const getSigned: Handler = async (ctx, req) =>
  download(
    req,
    await findVisible(ctx, undefined, req.params.bucket!, req.params.key!, 'storage.object.get_signed'),
  );

/** GET /object/info/:bucket/*key (and /info/authenticated/…). */
export const info: Handler = async (ctx, req) =>
  json(objectInfo(await visible(ctx, req, 'storage.object.info')));

/** GET /object/info/public/:bucket/*key. */
export const infoPublic: Handler = async (ctx, req) => json(objectInfo(await publicObject(ctx, req)));
