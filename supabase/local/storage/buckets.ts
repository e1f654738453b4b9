import type { Caller } from './auth.ts';
import type { StorageContext } from './context.ts';
import { BUCKET_COLUMNS, findBucket, withCaller, type BucketRow } from './db.ts';
import { ERRORS, StorageError } from './errors.ts';
import { mustBeValidBucketName, parseFileSizeLimit } from './validate.ts';

/**
 * Bucket routes after supabase/storage src/http/routes/bucket/*.ts (createBucket, getAllBuckets, getBucket,
 * updateBucket, emptyBucket, deleteBucket): run as the caller, so storage.buckets' RLS decides (the service role
 * bypasses it; a project without bucket policies lets nobody else in).
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

export async function createBucket(ctx: StorageContext, caller: Caller, body: Record<string, unknown>) {
  const name = typeof body.name === 'string' ? body.name : undefined;
  if (!name) throw ERRORS.InvalidRequest("body must have required property 'name'");
  const id = typeof body.id === 'string' && body.id ? body.id : name;
  mustBeValidBucketName(id);
  mustBeValidBucketName(name);
  const { fileSizeLimit, allowedMimeTypes } = limits(ctx, body);
  const owner = caller.sub && /^[0-9a-f-]{36}$/i.test(caller.sub) ? caller.sub : null;
  try {
    await withCaller(ctx.sql, caller, 'storage.bucket.create', (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3::uuid, $4, $5, $6, $7::text[])`,
        [id, name, owner, caller.sub ?? null, body.public === true, fileSizeLimit, allowedMimeTypes],
      ),
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw ERRORS.BucketAlreadyExists();
    throw error;
  }
  return { name: id };
}

export async function listBuckets(ctx: StorageContext, caller: Caller, query: URLSearchParams) {
  const limit = Number(query.get('limit') ?? '') || null;
  const offset = Number(query.get('offset') ?? '') || 0;
  const search = query.get('search') ?? '';
  const column = ['id', 'name', 'created_at', 'updated_at'].includes(query.get('sortColumn') ?? '')
    ? query.get('sortColumn')!
    : 'name';
  const order = query.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  return withCaller(ctx.sql, caller, 'storage.bucket.list', async (tx) => {
    const { rows } = await tx.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets where ($1 = '' or name ilike '%' || $1 || '%')
        order by ${column} ${order} limit $2 offset $3`,
      [search, limit, offset],
    );
    return rows.map(asBucket);
  });
}

export async function getBucket(ctx: StorageContext, caller: Caller, id: string) {
  const row = await withCaller(ctx.sql, caller, 'storage.bucket.get', (tx) => findBucket(tx, id));
  if (!row) throw ERRORS.NoSuchBucket();
  return asBucket(row);
}

export async function updateBucket(
  ctx: StorageContext,
  caller: Caller,
  id: string,
  body: Record<string, unknown>,
) {
  const { fileSizeLimit, allowedMimeTypes } = limits(ctx, body);
  const updated = await withCaller(ctx.sql, caller, 'storage.bucket.update', async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `update storage.buckets set
         public = coalesce($2, public),
         file_size_limit = case when $3 then $4::bigint else file_size_limit end,
         allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
         updated_at = now()
       where id = $1 returning id`,
      [
        id,
        typeof body.public === 'boolean' ? body.public : null,
        'file_size_limit' in body,
        fileSizeLimit,
        'allowed_mime_types' in body,
        allowedMimeTypes,
      ],
    );
    return rows[0];
  });
  if (!updated) throw ERRORS.NoSuchBucket();
  return { message: 'Successfully updated' };
}

/** Empties a bucket: the rows the caller may delete, then their files. */
export async function emptyBucket(ctx: StorageContext, caller: Caller, id: string) {
  const removed = await withCaller(ctx.sql, caller, 'storage.bucket.empty', async (tx) => {
    if (!(await findBucket(tx, id))) throw ERRORS.NoSuchBucket();
    const { rows } = await tx.query<{ name: string; version: string | null }>(
      `delete from storage.objects where bucket_id = $1 returning name, version`,
      [id],
    );
    return rows;
  });
  for (const row of removed)
    if (row.version) await ctx.store.remove(id, row.name, row.version).catch(() => undefined);
  return { message: 'Successfully emptied' };
}

export async function deleteBucket(ctx: StorageContext, caller: Caller, id: string) {
  try {
    const deleted = await withCaller(ctx.sql, caller, 'storage.bucket.delete', async (tx) => {
      const { rows } = await tx.query(`delete from storage.buckets where id = $1 returning id`, [id]);
      return rows[0];
    });
    if (!deleted) throw ERRORS.NoSuchBucket();
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw ERRORS.BucketNotEmpty();
    if (error instanceof StorageError) throw error;
    throw error;
  }
  await ctx.store.removeBucket(id);
  return { message: 'Successfully deleted' };
}
