import { createRouter } from '../http/router.ts';
import { bucketRoutes } from './buckets.ts';
import { downloadRoutes } from './downloads.ts';
import { ERRORS } from './errors.ts';
import { listRoutes } from './lists.ts';
import { objectRoutes } from './objects.ts';
import { signingRoutes } from './signing.ts';
import type { Route } from './types.ts';

/** Features a plain hosted project has switched off answer FeatureNotEnabled (src/internal/errors/codes.ts). */
const disabled = (path: string, feature: string): Route => ({
  method: '*',
  path,
  scope: 'public',
  handler: () => Promise.reject(ERRORS.FeatureNotEnabled(feature)),
});

const serviceRoutes: Route[] = [
  { method: '*', path: '/status/*rest', scope: 'public', handler: async () => ({ json: { status: 'ok' } }) },
  { method: '*', path: '/health/*rest', scope: 'public', handler: async () => ({ json: { status: 'ok' } }) },
  { method: '*', path: '/version/*rest', scope: 'public', handler: async () => ({ text: 'embedded' }) },
  disabled('/upload/resumable/*rest', 'Resumable Uploads (TUS)'),
  disabled('/s3/*rest', 'S3 Protocol'),
  disabled('/render/*rest', 'Image Transformation'),
  disabled('/iceberg/*rest', 'Iceberg'),
  disabled('/vector/*rest', 'Vector'),
];

/**
 * Every Storage endpoint, one module per family as supabase/storage src/http/routes/{bucket,object}/index.ts
 * @01b1d8cf registers them, each with its scope (types.ts). The first route whose path and method fit wins, so
 * the `/object/:bucket/*key` routes (objects.ts) come last.
 */
export const ROUTES: Route[] = [
  ...serviceRoutes,
  ...bucketRoutes,
  ...listRoutes,
  ...signingRoutes,
  ...downloadRoutes,
  ...objectRoutes,
];

export const matchRoute = createRouter(ROUTES);
