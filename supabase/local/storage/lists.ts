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

/**
 * A list-v2 cursor as supabase/storage src/storage/object.ts @ddc5163d encodes it: base64 of `l:<last key>`,
 * `o:<order>`, `c:<column>` and `a:<the last row's column value, ISO>` lines. The next page starts strictly after
 * that position, so it holds when the last row was deleted or changed meanwhile.
 */
interface Cursor {
  startAfter: string;
  order?: 'asc' | 'desc';
  column?: string;
  after?: string;
}

const CURSOR_PARTS = { l: 'startAfter', o: 'order', c: 'column', a: 'after' } as const;

function encodeCursor(cursor: Cursor): string {
  const lines = Object.entries(CURSOR_PARTS).flatMap(([tag, field]) =>
    cursor[field] ? [`${tag}:${cursor[field]}`] : [],
  );
  return Buffer.from(lines.join('\n')).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '' };
  for (const part of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)$/.exec(part);
    const field = match && CURSOR_PARTS[match[1] as keyof typeof CURSOR_PARTS];
    if (!field) throw ERRORS.InvalidParameter('continuation token');
    (cursor as unknown as Record<string, string>)[field] = match[2]!;
  }
  if (cursor.order !== undefined && cursor.order !== 'asc' && cursor.order !== 'desc')
    throw ERRORS.InvalidParameter('continuation token');
  return cursor;
}

/** Keys compared bytewise (collate "C"). */
const compareKeys = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** POST /object/list-v2/:bucket — cursor pages of keys under `prefix`, optionally folded at '/' (one level). */
export async function listV2(ctx: StorageContext, req: StorageRequest) {
  const caller = checkedCaller(req);
  const body = await req.json();
  const bucket = req.params.bucket!;
  const query = listQuery(body);
  const { prefix } = query;
  const limit = Math.min(num(body.limit, 1000, 'limit') || 1000, 1000);
  const cursor = typeof body.cursor === 'string' && body.cursor ? decodeCursor(body.cursor) : undefined;
  const delimiter = body.with_delimiter === true;
  const sentColumn = cursor?.column ?? query.column;
  const order = cursor?.order ?? query.order;
  const column = ['name', 'updated_at', 'created_at'].includes(sentColumn as string)
    ? (sentColumn as 'name' | 'updated_at' | 'created_at')
    : 'name';
  const rows = await withCaller(ctx.sql, caller, 'storage.object.list_v2', (tx) =>
    objectsUnder(tx, bucket, prefix, column, order),
  );
  /** An entry's place in the order: its column value (ms; folders take their first row's) and its key. */
  type Entry = {
    sortKey: string;
    at: number;
    folder?: { key: string; name: string };
    object?: ObjectRow;
  };
  const entries: Entry[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const at = column === 'name' ? 0 : new Date(row[column]).getTime();
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (delimiter && slash >= 0) {
      const key = prefix + rest.slice(0, slash + 1);
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push({ sortKey: key, at, folder: { key, name: rest.slice(0, slash + 1) } });
    } else entries.push({ sortKey: row.name, at, object: row });
  }
  const sign = order === 'desc' ? -1 : 1;
  const afterCursor = (entry: Entry) => {
    if (!cursor) return true;
    // Never a folder again, nor anything inside it, once the cursor stands on it.
    if (cursor.startAfter.endsWith('/') && entry.sortKey.startsWith(cursor.startAfter)) return false;
    const at = cursor.after ? new Date(cursor.after).getTime() : 0;
    const byValue = column === 'name' ? 0 : Math.sign(entry.at - (Number.isNaN(at) ? 0 : at));
    return sign * (byValue || compareKeys(entry.sortKey, cursor.startAfter)) > 0;
  };
  const rest = entries.filter(afterCursor);
  const page = rest.slice(0, limit);
  const hasNext = rest.length > limit;
  const last = page[page.length - 1];
  return json({
    hasNext,
    ...(hasNext && last
      ? {
          nextCursor: encodeCursor({
            startAfter: last.sortKey,
            order,
            column,
            after: column === 'name' ? undefined : new Date(last.at).toISOString(),
          }),
        }
      : {}),
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
