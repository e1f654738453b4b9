import {
  deleteBucket,
  findBucket,
  insertBucket,
  listBuckets,
  updateBucket,
  type BucketChanges,
} from './bucketStore.ts';
import type { StorageContext } from './context.ts';
import { withCaller, type BucketRow } from './db.ts';
import { ERRORS } from './errors.ts';
import { deleteAllObjects } from './objectStore.ts';
import { checkedCaller, json, type StorageRequest } from './types.ts';
import { mustBeValidBucketName, parseFileSizeLimit } from './validate.ts';

/**
 * Bucket routes after supabase/storage src/http/routes/bucket/*.ts @01b1d8cf (createBucket, getAllBuckets,
 * getBucket, updateBucket, emptyBucket, deleteBucket): run as the caller, so storage.buckets' RLS decides (the
 * service role bypasses it; a project without bucket policies lets nobody else in).
 */
function limits(ctx: StorageContext, body: Record<string, unknown>) {
  const fileSizeLimit = parseFileSizeLimit(body.file_size_limit);
  if (fileSizeLimit !== null && fileSizeLimit > ctx.fileSizeLimit)
    throw ERRORS.InvalidRequest('File size limit exceeds the global limit');
  const mimes = body.allowed_mime_types;
  if (
    mimes !== undefined &&
    mimes !== null &&
    (!Array.isArray(mimes) || mimes.some((m) => typeof m !== 'string'))
  )
    throw ERRORS.InvalidParameter('allowed_mime_types');
  for (const mime of (mimes as string[] | null | undefined) ?? [])
    if (!/^[\w.+-]+\/([\w.+-]+|\*)$/.test(mime)) throw ERRORS.InvalidMimeType(mime);
  return { fileSizeLimit, allowedMimeTypes: (mimes as string[] | null | undefined) ?? null };
}

const asBucket = (row: BucketRow) => ({ ...row, file_size_limit: row.file_size_limit ?? null });
const uuidOrNull = (sub: string | undefined) => (sub && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null);

export async function create(ctx: StorageContext, req: StorageRequest) {
  const caller = checkedCaller(req);
  const body = await req.json();
  const name = typeof body.name === 'string' ? body.name : undefined;
  if (!name) throw ERRORS.InvalidRequest("body must have required property 'name'");
  const id = typeof body.id === 'string' && body.id ? body.id : name;
  mustBeValidBucketName(id);
  mustBeValidBucketName(name);
  const { fileSizeLimit, allowedMimeTypes } = limits(ctx, body);
  try {
    await withCaller(ctx.sql, caller, 'storage.bucket.create', (tx) =>
      insertBucket(tx, {
        id,
        name,
        owner: uuidOrNull(caller.sub),
        ownerId: caller.sub ?? null,
        public: body.public === true,
        fileSizeLimit,
        allowedMimeTypes,
      }),
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw ERRORS.BucketAlreadyExists();
    throw error;
  }
  return json({ name: id });
}

/** A query string's non-negative whole number, at most a bigint's largest (LIMIT/OFFSET); anything else null. */
function count(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Math.min(Number(value), Number.MAX_SAFE_INTEGER);
}

export async function list(ctx: StorageContext, req: StorageRequest) {
  const { query } = req;
  const sortColumn = query.get('sortColumn') ?? '';
  const rows = await withCaller(ctx.sql, checkedCaller(req), 'storage.bucket.list', (tx) =>
    listBuckets(tx, {
      search: query.get('search') ?? '',
      limit: count(query.get('limit')) || null,
      offset: count(query.get('offset')) ?? 0,
      column: ['id', 'name', 'created_at', 'updated_at'].includes(sortColumn) ? sortColumn : 'name',
      order: query.get('sortOrder') === 'desc' ? 'desc' : 'asc',
    }),
  );
  return json(rows.map(asBucket));
}

export async function get(ctx: StorageContext, req: StorageRequest) {
  const row = await withCaller(ctx.sql, checkedCaller(req), 'storage.bucket.get', (tx) =>
    findBucket(tx, req.params.id!),
  );
  if (!row) throw ERRORS.NoSuchBucket();
  return json(asBucket(row));
}

export async function update(ctx: StorageContext, req: StorageRequest) {
  const caller = checkedCaller(req);
  const body = await req.json();
  const { fileSizeLimit, allowedMimeTypes } = limits(ctx, body);
  const changes: BucketChanges = {
    public: typeof body.public === 'boolean' ? body.public : undefined,
    fileSizeLimit: 'file_size_limit' in body ? fileSizeLimit : undefined,
    allowedMimeTypes: 'allowed_mime_types' in body ? allowedMimeTypes : undefined,
  };
  const updated = await withCaller(ctx.sql, caller, 'storage.bucket.update', (tx) =>
    updateBucket(tx, req.params.id!, changes),
  );
  if (!updated) throw ERRORS.NoSuchBucket();
  return json({ message: 'Successfully updated' });
}

/** Empties a bucket: the rows the caller may delete, then their files. */
export async function empty(ctx: StorageContext, req: StorageRequest) {
  const id = req.params.id!;
  const removed = await withCaller(ctx.sql, checkedCaller(req), 'storage.bucket.empty', async (tx) => {
    if (!(await findBucket(tx, id))) throw ERRORS.NoSuchBucket();
    return deleteAllObjects(tx, id);
  });
  for (const row of removed)
    if (row.version) await ctx.store.remove(id, row.name, row.version).catch(() => undefined);
  return json({ message: 'Successfully emptied' });
}

export async function remove(ctx: StorageContext, req: StorageRequest) {
  const id = req.params.id!;
  try {
    const deleted = await withCaller(ctx.sql, checkedCaller(req), 'storage.bucket.delete', (tx) =>
      deleteBucket(tx, id),
    );
    if (!deleted) throw ERRORS.NoSuchBucket();
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw ERRORS.BucketNotEmpty();
    throw error;
  }
  await ctx.store.removeBucket(id);
  return json({ message: 'Successfully deleted' });
}
