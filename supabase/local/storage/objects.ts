import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from './auth.ts';
import { signToken } from './auth.ts';
import type { StorageContext } from './context.ts';
import { findBucket, findObject, OBJECT_COLUMNS, withCaller, type ObjectRow } from './db.ts';
import { ERRORS, sendJson } from './errors.ts';
import { mustBeValidKey } from './validate.ts';
import { parseRange } from './range.ts';

/**
 * The object routes other than uploads, after supabase/storage src/http/routes/object/*.ts (getObject,
 * getObjectInfo, listObjects, listObjectsV2, moveObject, copyObject, deleteObject(s), getSignedURL(s)) and
 * src/storage/object.ts. Every database step runs as the caller (withCaller), so RLS decides what is seen and done.
 */

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
  res.setHeader('Content-Type', meta.mimetype);
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
export async function findPublic(ctx: StorageContext, bucket: string, key: string): Promise<ObjectRow> {
  const found = await withCaller(ctx.sql, undefined, 'storage.object.get_public', (tx) =>
    findBucket(tx, bucket),
  );
  if (!found || !found.public) throw ERRORS.NoSuchBucket();
  return findVisible(ctx, undefined, bucket, key, 'storage.object.get_public');
}

export function objectInfo(row: ObjectRow) {
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

const num = (value: unknown, fallback: number, name: string) => {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw ERRORS.InvalidParameter(name);
  return value;
};

type ListBody = Record<string, unknown>;

/** What list v1 and v2 read alike from the body: the prefix, the sort column as sent and the order. */
function listQuery(body: ListBody) {
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const order: 'asc' | 'desc' = sortBy.order === 'desc' ? 'desc' : 'asc';
  return { prefix: typeof body.prefix === 'string' ? body.prefix : '', column: sortBy.column, order };
}

/** POST /object/list/:bucket — v1: one level of folders and files under `prefix` (storage.search). */
export async function listV1(ctx: StorageContext, caller: Caller, bucket: string, body: ListBody) {
  const query = listQuery(body);
  const prefix = query.prefix && !query.prefix.endsWith('/') ? `${query.prefix}/` : query.prefix;
  const limit = num(body.limit, 100, 'limit');
  const offset = num(body.offset, 0, 'offset');
  const column = typeof query.column === 'string' ? query.column : 'name';
  const { order } = query;
  const search = typeof body.search === 'string' ? body.search : '';
  const levels = prefix.split('/').length;
  return withCaller(ctx.sql, caller, 'storage.object.list', async (tx) => {
    const { rows } = await tx.query(
      `select name, id, updated_at, created_at, last_accessed_at, metadata
         from storage.search($1, $2, $3, $4, $5, $6, $7, $8)`,
      [prefix, bucket, limit, levels, offset, search, column, order],
    );
    return rows;
  });
}

/** POST /object/list-v2/:bucket — cursor pages of keys under `prefix`, optionally folded at '/'. */
export async function listV2(ctx: StorageContext, caller: Caller, bucket: string, body: ListBody) {
  const { prefix, column: sentColumn, order } = listQuery(body);
  const limit = Math.min(num(body.limit, 1000, 'limit') || 1000, 1000);
  const cursor = typeof body.cursor === 'string' ? body.cursor : '';
  const delimiter = body.with_delimiter === true;
  const column = ['name', 'updated_at', 'created_at'].includes(sentColumn as string)
    ? (sentColumn as string)
    : 'name';
  const rows = await withCaller(ctx.sql, caller, 'storage.object.list_v2', async (tx) => {
    const orderBy =
      column === 'name' ? `name collate "C" ${order}` : `${column} ${order}, name collate "C" ${order}`;
    const { rows: found } = await tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects
        where bucket_id = $1 and starts_with(name, $2) order by ${orderBy} limit 20000`,
      [bucket, prefix],
    );
    return found;
  });
  type Entry = { sortKey: string; folder?: { key: string; name: string }; object?: ObjectRow };
  const entries: Entry[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (delimiter && slash >= 0) {
      const key = prefix + rest.slice(0, slash + 1);
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push({ sortKey: key, folder: { key, name: rest.slice(0, slash + 1) } });
    } else entries.push({ sortKey: row.name, object: row });
  }
  const start = cursor ? entries.findIndex((entry) => entry.sortKey === cursor) + 1 : 0;
  const page = entries.slice(start, start + limit);
  const hasNext = start + limit < entries.length;
  return {
    hasNext,
    ...(hasNext ? { nextCursor: page[page.length - 1]!.sortKey } : {}),
    folders: page.flatMap((entry) => (entry.folder ? [entry.folder] : [])),
    objects: page.flatMap((entry) =>
      entry.object
        ? [
            {
              id: entry.object.id,
              key: entry.object.name,
              name: entry.object.name.slice(prefix.length),
              updated_at: entry.object.updated_at,
              created_at: entry.object.created_at,
              last_accessed_at: entry.object.last_accessed_at,
              metadata: entry.object.metadata,
            },
          ]
        : [],
    ),
  };
}

/** DELETE /object/:bucket/*key — the row under RLS, then the file. */
export async function deleteOne(ctx: StorageContext, caller: Caller, bucket: string, key: string) {
  mustBeValidKey(key);
  const deleted = await withCaller(ctx.sql, caller, 'storage.object.delete', async (tx) => {
    const { rows } = await tx.query<{ version: string | null }>(
      `delete from storage.objects where bucket_id = $1 and name = $2 returning version`,
      [bucket, key],
    );
    return rows[0];
  });
  if (!deleted) throw ERRORS.NoSuchKey();
  if (deleted.version) await ctx.store.remove(bucket, key, deleted.version).catch(() => undefined);
  return { message: 'Successfully deleted' };
}

/** DELETE /object/:bucket { prefixes } — the deleted objects (those RLS let the caller delete). */
export async function deleteMany(
  ctx: StorageContext,
  caller: Caller,
  bucket: string,
  body: Record<string, unknown>,
) {
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== 'string'))
    throw ERRORS.InvalidRequest('body/prefixes must NOT have fewer than 1 items');
  if (prefixes.length > 1000) throw ERRORS.InvalidRequest('body/prefixes must NOT have more than 1000 items');
  const rows = await withCaller(ctx.sql, caller, 'storage.object.delete_many', async (tx) => {
    const { rows: deleted } = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucket, prefixes],
    );
    return deleted;
  });
  for (const row of rows)
    if (row.version) await ctx.store.remove(bucket, row.name, row.version).catch(() => undefined);
  return rows;
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
export async function moveObject(ctx: StorageContext, caller: Caller, body: Record<string, unknown>) {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = moveArgs(body);
  await withCaller(ctx.sql, caller, 'storage.object.move', async (tx) => {
    if (!(await findBucket(tx, destinationBucket)) && destinationBucket !== bucketId)
      throw ERRORS.NoSuchBucket();
    const source = await findObject(tx, bucketId, sourceKey);
    if (!source) throw ERRORS.NoSuchKey();
    if (bucketId === destinationBucket && sourceKey === destinationKey) return;
    const { rows } = await tx.query<{ version: string | null }>(
      `update storage.objects set bucket_id = $3, name = $4, last_accessed_at = now()
        where bucket_id = $1 and name = $2 returning version`,
      [bucketId, sourceKey, destinationBucket, destinationKey],
    );
    if (!rows[0]) throw ERRORS.NoSuchKey();
    if (rows[0].version)
      await ctx.store.move(
        { bucket: bucketId, key: sourceKey, version: rows[0].version },
        { bucket: destinationBucket, key: destinationKey },
      );
  });
  return { message: 'Successfully moved' };
}

/** POST /object/copy — the source read and the new row inserted under RLS; the file copied before COMMIT. */
export async function copyObject(
  ctx: StorageContext,
  caller: Caller,
  body: Record<string, unknown>,
  upsert: boolean,
) {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = moveArgs(body);
  const copyMetadata = body.copyMetadata !== false;
  const version = randomUUID();
  let placed = false;
  try {
    const result = await withCaller(ctx.sql, caller, 'storage.object.copy', async (tx) => {
      const source = await findObject(tx, bucketId, sourceKey);
      if (!source || !source.version) throw ERRORS.NoSuchKey();
      const { rows: before } = await tx.query<{ version: string | null }>(
        `select version from storage.objects where bucket_id = $1 and name = $2`,
        [destinationBucket, destinationKey],
      );
      if (before[0] && !upsert) throw ERRORS.KeyAlreadyExists();
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects as o (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
         values ($1, $2, $3::uuid, $4, $5, $6::jsonb, $7::jsonb)
         on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata
         returning o.id`,
        [
          destinationBucket,
          destinationKey,
          caller.sub && /^[0-9a-f-]{36}$/i.test(caller.sub) ? caller.sub : null,
          caller.sub ?? null,
          version,
          JSON.stringify({ ...source.metadata, lastModified: new Date().toISOString() }),
          copyMetadata && source.user_metadata ? JSON.stringify(source.user_metadata) : null,
        ],
      );
      const staged = await ctx.store.stageCopy(bucketId, sourceKey, source.version);
      await ctx.store.place(staged, destinationBucket, destinationKey, version);
      placed = true;
      return { id: rows[0]!.id, previous: before[0]?.version ?? null };
    });
    if (result.previous)
      await ctx.store.remove(destinationBucket, destinationKey, result.previous).catch(() => undefined);
    return { Id: result.id, Key: `${destinationBucket}/${destinationKey}` };
  } catch (error) {
    if (placed) await ctx.store.remove(destinationBucket, destinationKey, version).catch(() => undefined);
    throw error;
  }
}

function expiresIn(body: Record<string, unknown>): number {
  const value = body.expiresIn;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1)
    throw ERRORS.InvalidRequest('body/expiresIn must be >= 1');
  return Math.floor(value);
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** POST /object/sign/:bucket/*key — the caller must see the object; the URL is a JWT over "<bucket>/<key>". */
export async function signOne(
  ctx: StorageContext,
  caller: Caller,
  bucket: string,
  key: string,
  body: Record<string, unknown>,
) {
  const seconds = expiresIn(body);
  await findVisible(ctx, caller, bucket, key, 'storage.object.sign');
  const token = await signToken({ url: `${bucket}/${key}` }, ctx.secret, seconds);
  return { signedURL: `/object/sign/${encodeURIComponent(bucket)}/${encodeKey(key)}?token=${token}` };
}

/** POST /object/sign/:bucket { expiresIn, paths } — one entry per path, with an error for those not visible. */
export async function signMany(
  ctx: StorageContext,
  caller: Caller,
  bucket: string,
  body: Record<string, unknown>,
) {
  const seconds = expiresIn(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string'))
    throw ERRORS.InvalidRequest("body must have required property 'paths'");
  const visible = await withCaller(ctx.sql, caller, 'storage.object.sign_many', async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      `select name from storage.objects where bucket_id = $1 and name = any($2::text[])`,
      [bucket, paths],
    );
    return new Set(rows.map((row) => row.name));
  });
  return Promise.all(
    (paths as string[]).map(async (path) => {
      if (!visible.has(path))
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        };
      const token = await signToken({ url: `${bucket}/${path}` }, ctx.secret, seconds);
      return {
        error: null,
        path,
        signedURL: `/object/sign/${encodeURIComponent(bucket)}/${encodeKey(path)}?token=${token}`,
      };
    }),
  );
}

/** POST /object/upload/sign/:bucket/*key — a 2-hour upload token, after the same permission test as an upload. */
export async function signUpload(
  ctx: StorageContext,
  caller: Caller,
  bucket: string,
  key: string,
  upsert: boolean,
  test: () => Promise<void>,
) {
  mustBeValidKey(key);
  const found = await withCaller(ctx.sql, undefined, 'storage.object.upload_sign', (tx) =>
    findBucket(tx, bucket),
  );
  if (!found) throw ERRORS.NoSuchBucket();
  await test();
  if (!upsert) {
    const existing = await withCaller(ctx.sql, undefined, 'storage.object.upload_sign', (tx) =>
      findObject(tx, bucket, key),
    );
    if (existing) throw ERRORS.KeyAlreadyExists();
  }
  const token = await signToken({ owner: caller.sub, url: `${bucket}/${key}`, upsert }, ctx.secret, 7200);
  return { url: `/object/upload/sign/${encodeURIComponent(bucket)}/${encodeKey(key)}?token=${token}`, token };
}

export { sendJson };
