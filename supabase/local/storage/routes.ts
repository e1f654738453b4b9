import { createRouter } from '../http/router.ts';
import * as buckets from './buckets.ts';
import * as downloads from './downloads.ts';
import { ERRORS } from './errors.ts';
import * as lists from './lists.ts';
import * as objects from './objects.ts';
import * as signing from './signing.ts';
import type { Handler, Route, Scope } from './types.ts';
import * as uploads from './upload.ts';

const scoped =
  (scope: Scope) =>
  (method: Route['method'], path: string, handler: Handler): Route => ({ method, path, scope, handler });
/** The scopes (types.ts Scope): a valid JWT, a signed URL's token, or nothing. */
const caller = scoped('caller');
const signed = scoped('signed');
const open = scoped('public');

const ok: Handler = async () => ({ json: { status: 'ok' } });
/** A feature a plain hosted project has switched off: FeatureNotEnabled (src/internal/errors/codes.ts). */
const off =
  (feature: string): Handler =>
  () =>
    Promise.reject(ERRORS.FeatureNotEnabled(feature));

/**
 * Every Storage endpoint with its scope, as supabase/storage src/http/routes/{bucket,object}/index.ts @01b1d8cf
 * registers them; the handlers are in one module per family. The first route whose path and method fit wins, so
 * the `/object/:bucket/*key` routes come last (their `:bucket` would take list, sign, public… too).
 */
export const ROUTES: Route[] = [
  open('*', '/status/*rest', ok),
  open('*', '/health/*rest', ok),
  open('*', '/version/*rest', async () => ({ text: 'embedded' })),
  open('*', '/upload/resumable/*rest', off('Resumable Uploads (TUS)')),
  open('*', '/s3/*rest', off('S3 Protocol')),
  open('*', '/render/*rest', off('Image Transformation')),
  open('*', '/iceberg/*rest', off('Iceberg')),
  open('*', '/vector/*rest', off('Vector')),

  caller('GET', '/bucket', buckets.list),
  caller('POST', '/bucket', buckets.create),
  // Fastify mounts a prefix's root with and without the trailing slash.
  caller('GET', '/bucket/', buckets.list),
  caller('POST', '/bucket/', buckets.create),
  caller('POST', '/bucket/:id/empty', buckets.empty),
  caller('GET', '/bucket/:id', buckets.get),
  caller('PUT', '/bucket/:id', buckets.update),
  caller('DELETE', '/bucket/:id', buckets.remove),

  caller('POST', '/object/list/:bucket', lists.listV1),
  caller('POST', '/object/list-v2/:bucket', lists.listV2),
  caller('POST', '/object/move', objects.move),
  caller('POST', '/object/copy', objects.copy),
  caller('POST', '/object/sign/:bucket', signing.signMany),
  caller('POST', '/object/sign/:bucket/*key', signing.signOne),
  signed('GET', '/object/sign/:bucket/*key', downloads.getSigned),
  caller('POST', '/object/upload/sign/:bucket/*key', signing.signUpload),
  signed('PUT', '/object/upload/sign/:bucket/*key', uploads.signedUpload),
  open('GET', '/object/public/:bucket/*key', downloads.getPublic),
  caller('GET', '/object/authenticated/:bucket/*key', downloads.getAuthenticated),
  open('GET', '/object/info/public/:bucket/*key', downloads.infoPublic),
  caller('GET', '/object/info/authenticated/:bucket/*key', downloads.info),
  caller('GET', '/object/info/:bucket/*key', downloads.info),

  caller('DELETE', '/object/:bucket', objects.deleteMany),
  caller('GET', '/object/:bucket/*key', downloads.getObject),
  caller('POST', '/object/:bucket/*key', uploads.upload),
  caller('PUT', '/object/:bucket/*key', uploads.upload),
  caller('DELETE', '/object/:bucket/*key', objects.deleteOne),
];

export const matchRoute = createRouter(ROUTES);
