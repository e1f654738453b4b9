import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import type { RouteHandler, RouteShape } from '../http/router.ts';
import type { StorageContext } from './context.ts';
import type { Caller, ObjectRow } from './db.ts';

/**
 * Who may call a route, as supabase/storage src/http/routes/{bucket,object}/index.ts @01b1d8cf mounts them:
 * - `caller`: the jwt plugin's check (a valid Bearer JWT, else AccessDenied); the caller's role and claims then run
 *   every statement, so RLS decides (the service role bypasses it);
 * - `signed`: a signed URL's `token` for exactly this `<bucket>/<key>` (InvalidSignature / InvalidJWT otherwise);
 * - `public`: nothing (public objects, status, features that answer FeatureNotEnabled).
 */
export type Scope = 'caller' | 'signed' | 'public';

export interface StorageRequest {
  method: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The request itself, for an upload's body (streamed to disk). */
  incoming: IncomingMessage;
  /** `:bucket`, `:id` and `*key`, percent-decoded. */
  params: Record<string, string>;
  /** Set for `caller` routes. */
  caller?: Caller;
  /** The verified token of a `signed` route. */
  signed?: JWTPayload;
  /** The JSON body (at most 1 MB; empty is `{}`). */
  json(): Promise<Record<string, unknown>>;
}

/** 200 with JSON, plain text, or an object's bytes (with Storage's headers, ranges and conditional GETs). */
export type Reply = { json: unknown } | { text: string } | { object: ObjectRow; download: string | null };

export type Handler = RouteHandler<StorageContext, StorageRequest, Reply>;

/** One endpoint. The dispatcher (middleware.ts) checks `scope` and decodes the params before `handler` runs. */
export interface Route extends RouteShape {
  scope: Scope;
  handler: Handler;
}

/** The caller a `caller` route's middleware checked; a route that forgot to declare it is a programming error. */
export function checkedCaller(req: StorageRequest): Caller {
  if (!req.caller) throw new Error('route without the caller scope');
  return req.caller;
}

/** The token a `signed` route's middleware verified. */
export function signedBy(req: StorageRequest): JWTPayload {
  if (!req.signed) throw new Error('route without the signed scope');
  return req.signed;
}

export const json = (body: unknown): Reply => ({ json: body });

/** A download: `?download` (optionally with a file name) asks for Content-Disposition: attachment. */
export const download = (req: StorageRequest, object: ObjectRow): Reply => ({
  object,
  download: req.query.get('download'),
});
