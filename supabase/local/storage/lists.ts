import type { StorageContext } from './context.ts';
import { withCaller, type ObjectRow } from './db.ts';
import { ERRORS } from './errors.ts';
import { objectsUnder, searchObjects } from './objectStore.ts';
import { checkedCaller, json, type StorageRequest } from './types.ts';

/**
 * Lists after supabase/storage src/http/routes/object/{listObjects,listObjectsV2}.ts @01b1d8cf, as the caller (RLS
 * decides which rows are listed).
 */
/** storage.search takes int4 limit and offset: larger ones mean "all" and "past the end" alike. */
const INT4_MAX = 2 ** 31 - 1;

const num = (value: unknown, fallback: number, name: string) => {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw ERRORS.InvalidParameter(name);
  return Math.min(value, INT4_MAX);
};

type ListBody = Record<string, unknown>;

/** What list v1 and v2 read alike from the body: the prefix, the sort column as sent and the order. */
function listQuery(body: ListBody) {
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const order: 'asc' | 'desc' = sortBy.order === 'desc' ? 'desc' : 'asc';
  return { prefix: typeof body.prefix === 'string' ? body.prefix : '', column: sortBy.column, order };
}

/** POST /object/list/:bucket — v1: one level of folders and files under `prefix` (storage.search). */
export async function listV1(ctx: StorageContext, req: StorageRequest) {
  const caller = checkedCaller(req);
  const body = await req.json();
  const bucket = req.params.bucket!;
  const query = listQuery(body);
  const prefix = query.prefix && !query.prefix.endsWith('/') ? `${query.prefix}/` : query.prefix;
  const limit = num(body.limit, 100, 'limit');
  const offset = num(body.offset, 0, 'offset');
  const column = typeof query.column === 'string' ? query.column : 'name';
  const { order } = query;
  const search = typeof body.search === 'string' ? body.search : '';
  const levels = prefix.split('/').length;
  return json(
    await withCaller(ctx.sql, caller, 'storage.object.list', (tx) =>
      searchObjects(tx, { prefix, bucket, limit, levels, offset, search, column, order }),
    ),
  );
}

/** POST /object/list-v2/:bucket — cursor pages of keys under `prefix`, optionally folded at '/'. */
export async function listV2(ctx: StorageContext, req: StorageRequest) {
  const caller = checkedCaller(req);
  const body = await req.json();
  const bucket = req.params.bucket!;
  const { prefix, column: sentColumn, order } = listQuery(body);
  const limit = Math.min(num(body.limit, 1000, 'limit') || 1000, 1000);
  const cursor = typeof body.cursor === 'string' ? body.cursor : '';
  const delimiter = body.with_delimiter === true;
  const column = ['name', 'updated_at', 'created_at'].includes(sentColumn as string)
    ? (sentColumn as string)
    : 'name';
  const rows = await withCaller(ctx.sql, caller, 'storage.object.list_v2', (tx) =>
    objectsUnder(tx, bucket, prefix, column, order),
  );
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
  return json({
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
  });
}
