import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SqlClient } from '../sql-client.ts';
import { callerOf, verifyUrlToken, type Caller } from './auth.ts';
import { readJson } from './body.ts';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets.ts';
import type { StorageContext } from './context.ts';
import { ERRORS, sendError, sendJson, StorageError } from './errors.ts';
import { FileStore } from './files.ts';
import {
  copyObject,
  deleteMany,
  deleteOne,
  findPublic,
  findVisible,
  listV1,
  listV2,
  moveObject,
  objectInfo,
  serveObject,
  signMany,
  signOne,
  signUpload,
} from './objects.ts';
import { testUploadPermission, uploadObject } from './upload.ts';

export type StorageHandler = ((req: IncomingMessage, res: ServerResponse, path: string) => void) & {
  close(): Promise<void>;
};

export interface StorageOptions {
  /** A connection as supabase_storage_admin (the shared superuser session on PGlite). */
  sql: SqlClient;
  /** Where object files live (.supabase-local/storage, or a temporary directory). */
  root: string;
  jwtSecret: string;
  /** Bytes; [storage] file_size_limit, 50 MiB by default as on a hosted free project. */
  fileSizeLimit?: number;
}

export const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** Path segments after a prefix, percent-decoded; a segment that does not decode is an invalid key. */
function decodeSegments(parts: string[]): string {
  try {
    return parts.map((part) => decodeURIComponent(part)).join('/');
  } catch {
    throw ERRORS.InvalidKey(parts.join('/'));
  }
}

const notFound = (method: string, path: string) =>
  new StorageError(404, 'NotFound', `Route ${method}:${path} not found`, 'Not Found', 404);

/**
 * Supabase Storage's HTTP API at /storage/v1 (supabase/storage src/http/routes/{bucket,object}/index.ts @01b1d8cf),
 * for the embedded stack. Features a plain hosted project has switched off — resumable (TUS) uploads, the S3
 * protocol and image transformations — answer FeatureNotEnabled (src/internal/errors/codes.ts), never a bare 404.
 */
export async function createStorageHandler(options: StorageOptions): Promise<StorageHandler> {
  const store = new FileStore(options.root);
  await store.init();
  const ctx: StorageContext = {
    sql: options.sql,
    store,
    secret: new TextEncoder().encode(options.jwtSecret),
    fileSizeLimit: options.fileSizeLimit ?? DEFAULT_FILE_SIZE_LIMIT,
  };

  const route = async (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(raw, 'http://storage');
    const method = req.method ?? 'GET';
    const parts = url.pathname.split('/').filter((part, index) => index > 0 || part !== '');
    if (parts[0] === '') parts.shift();
    const [area, first, second] = parts;
    const caller = (): Promise<Caller> => callerOf(req, ctx.secret);
    const json = (status: number, body: unknown) => sendJson(res, status, body);
    const upsertHeader = req.headers['x-upsert'] === 'true';

    if (area === 'status' || area === 'health') return json(200, { status: 'ok' });
    if (area === 'version') {
      res.setHeader('Content-Type', 'text/plain');
      return res.end('embedded');
    }
    if (area === 'upload' && first === 'resumable') throw ERRORS.FeatureNotEnabled('Resumable Uploads (TUS)');
    if (area === 's3') throw ERRORS.FeatureNotEnabled('S3 Protocol');
    if (area === 'render') throw ERRORS.FeatureNotEnabled('Image Transformation');
    if (area === 'iceberg' || area === 'vector')
      throw ERRORS.FeatureNotEnabled(area === 'iceberg' ? 'Iceberg' : 'Vector');

    if (area === 'bucket') {
      const id = first !== undefined ? decodeSegments([first]) : undefined;
      if (id === undefined || id === '') {
        if (method === 'GET') return json(200, await listBuckets(ctx, await caller(), url.searchParams));
        if (method === 'POST') return json(200, await createBucket(ctx, await caller(), await readJson(req)));
      } else if (second === 'empty' && parts.length === 3 && method === 'POST') {
        return json(200, await emptyBucket(ctx, await caller(), id));
      } else if (parts.length === 2) {
        if (method === 'GET') return json(200, await getBucket(ctx, await caller(), id));
        if (method === 'PUT')
          return json(200, await updateBucket(ctx, await caller(), id, await readJson(req)));
        if (method === 'DELETE') return json(200, await deleteBucket(ctx, await caller(), id));
      }
      throw notFound(method, url.pathname);
    }

    if (area !== 'object' || first === undefined) throw notFound(method, url.pathname);
    const rest = parts.slice(1);
    const bucketAndKey = (from: number) => {
      const bucket = rest[from] !== undefined ? decodeSegments([rest[from]!]) : '';
      return { bucket, key: decodeSegments(rest.slice(from + 1)) };
    };

    switch (first) {
      case 'list':
      case 'list-v2':
        if (method === 'POST' && rest.length === 2) {
          const list = first === 'list' ? listV1 : listV2;
          return json(200, await list(ctx, await caller(), decodeSegments([rest[1]!]), await readJson(req)));
        }
        break;
      case 'move':
        if (method === 'POST' && rest.length === 1)
          return json(200, await moveObject(ctx, await caller(), await readJson(req)));
        break;
      case 'copy':
        if (method === 'POST' && rest.length === 1)
          return json(200, await copyObject(ctx, await caller(), await readJson(req), upsertHeader));
        break;
      case 'sign': {
        const { bucket, key } = bucketAndKey(1);
        if (method === 'POST' && rest.length === 2)
          return json(200, await signMany(ctx, await caller(), bucket, await readJson(req)));
        if (method === 'POST' && key)
          return json(200, await signOne(ctx, await caller(), bucket, key, await readJson(req)));
        if ((method === 'GET' || method === 'HEAD') && key) {
          await verifyUrlToken(url.searchParams.get('token'), ctx.secret, `${bucket}/${key}`);
          const row = await findVisible(ctx, undefined, bucket, key, 'storage.object.get_signed');
          return serveObject(ctx, req, res, row, { download: url.searchParams.get('download') });
        }
        break;
      }
      case 'upload': {
        if (rest[1] !== 'sign') break;
        const { bucket, key } = bucketAndKey(2);
        if (!key) break;
        if (method === 'POST') {
          const who = await caller();
          return json(
            200,
            await signUpload(ctx, who, bucket, key, upsertHeader, () =>
              testUploadPermission(ctx, bucket, key, {
                caller: who,
                owner: who.sub,
                upsert: upsertHeader,
                operation: 'storage.object.upload_sign',
              }),
            ),
          );
        }
        if (method === 'PUT') {
          const payload = await verifyUrlToken(url.searchParams.get('token'), ctx.secret, `${bucket}/${key}`);
          const result = await uploadObject(ctx, req, bucket, key, {
            caller: undefined,
            owner: typeof payload.owner === 'string' ? payload.owner : undefined,
            upsert: payload.upsert === true,
            operation: 'storage.object.upload_signed',
          });
          return json(200, { Key: result.Key });
        }
        break;
      }
      case 'public': {
        const { bucket, key } = bucketAndKey(1);
        if ((method === 'GET' || method === 'HEAD') && key)
          return serveObject(ctx, req, res, await findPublic(ctx, bucket, key), {
            download: url.searchParams.get('download'),
          });
        break;
      }
      case 'authenticated': {
        const { bucket, key } = bucketAndKey(1);
        if ((method === 'GET' || method === 'HEAD') && key) {
          const row = await findVisible(ctx, await caller(), bucket, key, 'storage.object.get_authenticated');
          return serveObject(ctx, req, res, row, { download: url.searchParams.get('download') });
        }
        break;
      }
      case 'info': {
        if (method !== 'GET' && method !== 'HEAD') break;
        if (rest[1] === 'public') {
          const { bucket, key } = bucketAndKey(2);
          if (key) return json(200, objectInfo(await findPublic(ctx, bucket, key)));
        } else {
          const { bucket, key } = bucketAndKey(rest[1] === 'authenticated' ? 2 : 1);
          if (key)
            return json(
              200,
              objectInfo(await findVisible(ctx, await caller(), bucket, key, 'storage.object.info')),
            );
        }
        break;
      }
      default: {
        const { bucket, key } = bucketAndKey(0);
        if (!key) {
          if (method === 'DELETE')
            return json(200, await deleteMany(ctx, await caller(), bucket, await readJson(req)));
          break;
        }
        if (method === 'GET' || method === 'HEAD') {
          const row = await findVisible(ctx, await caller(), bucket, key, 'storage.object.get');
          return serveObject(ctx, req, res, row, { download: url.searchParams.get('download') });
        }
        if (method === 'POST' || method === 'PUT') {
          const who = await caller();
          return json(
            200,
            await uploadObject(ctx, req, bucket, key, {
              caller: who,
              owner: who.sub,
              upsert: method === 'PUT' || upsertHeader,
              operation: method === 'PUT' ? 'storage.object.update' : 'storage.object.upload',
            }),
          );
        }
        if (method === 'DELETE') return json(200, await deleteOne(ctx, await caller(), bucket, key));
      }
    }
    throw notFound(method, url.pathname);
  };

  const handler = ((req: IncomingMessage, res: ServerResponse, path: string) => {
    route(req, res, path).catch((error: unknown) => {
      if (!req.complete) {
        // A refused upload: answer now and let the rest of the body flow away unread.
        res.setHeader('Connection', 'close');
        req.resume();
      }
      sendError(res, error);
    });
  }) as StorageHandler;
  handler.close = async () => undefined;
  return handler;
}
