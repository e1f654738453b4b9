import { verifyCaller, verifyUrlToken } from './auth.ts';
import type { StorageContext } from './context.ts';
import { ERRORS } from './errors.ts';
import type { Reply, Route, StorageRequest } from './types.ts';

/** A path's segments percent-decoded; a segment that does not decode is an invalid key (as Storage answers it). */
function decode(raw: string): string {
  try {
    return raw
      .split('/')
      .map((part) => decodeURIComponent(part))
      .join('/');
  } catch {
    throw ERRORS.InvalidKey(raw);
  }
}

/** The params handlers read; a route's trailing `*rest` (status, disabled features) is left alone. */
const DECODED = ['bucket', 'id', 'key'] as const;

/**
 * Applies a route's scope (types.ts Scope), then the handler: the caller's JWT is checked first, as Storage's jwt
 * plugin does on request; a signed URL's token is checked against the decoded `<bucket>/<key>`. Handlers never
 * check the caller by hand.
 */
export async function runRoute(
  ctx: StorageContext,
  route: Route,
  req: StorageRequest,
  rawParams: Record<string, string>,
): Promise<Reply> {
  if (route.scope === 'caller') req.caller = await verifyCaller(req.headers.authorization, ctx.secret);
  for (const name of DECODED) if (rawParams[name] !== undefined) req.params[name] = decode(rawParams[name]);
  if (route.scope === 'signed')
    req.signed = await verifyUrlToken(
      req.query.get('token'),
      ctx.secret,
      `${req.params.bucket}/${req.params.key}`,
      // The one signed route that writes is the signed upload (PUT /object/upload/sign/…).
      route.method === 'PUT' ? 'upload' : 'download',
    );
  return route.handler(ctx, req);
}
