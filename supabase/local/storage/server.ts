import type { IncomingMessage, ServerResponse } from 'node:http';
import { segmentsOf, type ServiceHandler } from '../http/router.ts';
import type { SqlClient } from '../sql-client.ts';
import { readJson } from './body.ts';
import type { StorageContext } from './context.ts';
import { serveObject } from './downloads.ts';
import { sendError, sendJson, StorageError } from './errors.ts';
import { FileStore } from './files.ts';
import { runRoute } from './middleware.ts';
import { matchRoute } from './routes.ts';
import type { StorageRequest } from './types.ts';

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

const notFound = (method: string, path: string) =>
  new StorageError(404, 'NotFound', `Route ${method}:${path} not found`, 'Not Found', 404);

/**
 * Supabase Storage's HTTP API at /storage/v1 (supabase/storage src/http/routes/{bucket,object}/index.ts @01b1d8cf),
 * for the embedded stack: routes.ts is the table, middleware.ts checks each route's scope, the handlers' SQL is in
 * the stores (bucketStore.ts, objectStore.ts, db.ts). Features a plain hosted project has switched off — resumable
 * (TUS) uploads, the S3 protocol and image transformations — answer FeatureNotEnabled (src/internal/errors/codes.ts),
 * never a bare 404.
 */
export async function createStorageHandler(options: StorageOptions): Promise<ServiceHandler> {
  const store = new FileStore(options.root);
  await store.init();
  const ctx: StorageContext = {
    sql: options.sql,
    store,
    secret: new TextEncoder().encode(options.jwtSecret),
    fileSizeLimit: options.fileSizeLimit ?? DEFAULT_FILE_SIZE_LIMIT,
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(raw, 'http://storage');
    const method = req.method ?? 'GET';
    const match = matchRoute(method, segmentsOf(url.pathname));
    // A route with a key needs one: `/object/<bucket>` answers as an unknown route, as Storage's router does.
    if (match.kind !== 'found' || match.params.key === '') throw notFound(method, url.pathname);
    let body: Promise<Record<string, unknown>> | undefined;
    const request: StorageRequest = {
      method,
      query: url.searchParams,
      headers: req.headers,
      incoming: req,
      params: {},
      json: () => (body ??= readJson(req)),
    };
    const reply = await runRoute(ctx, match.route, request, match.params);
    if ('json' in reply) return sendJson(res, 200, reply.json);
    if ('text' in reply) {
      res.setHeader('Content-Type', 'text/plain');
      res.end(reply.text);
      return;
    }
    serveObject(ctx, req, res, reply.object, { download: reply.download });
  };

  const handler: ServiceHandler = (req, res, path) => {
    // What a hosted project's gateway adds to every Storage answer (Storage itself sets no such header: src/storage/
    // renderer/renderer.ts @e47e6123): a browser never runs a file's bytes as another type than the one sent.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    handle(req, res, path).catch((error: unknown) => {
      if (!req.complete) {
        // A refused upload: answer now and let the rest of the body flow away unread.
        res.setHeader('Connection', 'close');
        req.resume();
      }
      sendError(res, error);
    });
  };
  handler.close = async () => undefined;
  return handler;
}
