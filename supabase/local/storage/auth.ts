import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Caller } from './db.ts';
import { ERRORS } from './errors.ts';

/**
 * The caller, as supabase/storage src/http/plugins/jwt.ts @e2d4576f decides it: the Bearer token must be a valid
 * JWT, else AccessDenied with jsonwebtoken's message (jwt must be provided, jwt expired, invalid signature…).
 */
export async function verifyCaller(authorization: string | undefined, secret: Uint8Array): Promise<Caller> {
  const token = (authorization ?? '').replace(/^Bearer\s+/i, '');
  if (!token) throw ERRORS.AccessDenied('jwt must be provided');
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const role = typeof payload.role === 'string' ? payload.role : 'anon';
    return { role, sub: payload.sub, claims: payload };
  } catch (error) {
    throw ERRORS.AccessDenied(jwtMessage(error));
  }
}

function jwtMessage(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'jwt expired';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'invalid signature';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return 'jwt malformed';
  return (error as Error).message ?? 'invalid token';
}

/**
 * Signed URLs as Storage signs them (src/storage/object.ts signObjectUrl/signUploadObjectUrl): an HS256 JWT over
 * `{ url: "<bucket>/<key>" }` (plus owner and upsert for uploads) with the project's JWT secret.
 */
export function signToken(
  payload: JWTPayload,
  secret: Uint8Array,
  expiresInSeconds: number,
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(secret);
}

/**
 * What a signed URL's token allows, as supabase/storage src/internal/auth/jwt.ts @ddc5163d scopes it: a download
 * token never uploads and an upload token never downloads. Tokens from before scoping have none: those with an
 * `upsert` claim (only upload signing sets it) count as upload tokens, the others as download tokens.
 */
export type UrlScope = 'download' | 'upload';

function hasScope(payload: JWTPayload, scope: UrlScope): boolean {
  if (payload.scope !== undefined) return payload.scope === scope;
  return 'upsert' in payload === (scope === 'upload');
}

/**
 * Verifies a signed URL's token for `<bucket>/<key>` and the action (src/storage/object.ts @ddc5163d
 * verifyObjectSignature): InvalidJWT, then InvalidSignature for another scope or another object.
 */
export async function verifyUrlToken(
  token: string | null,
  secret: Uint8Array,
  url: string,
  scope: UrlScope,
): Promise<JWTPayload> {
  if (!token) throw ERRORS.InvalidSignature('Missing token');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    throw ERRORS.InvalidJWT(jwtMessage(error));
  }
  if (!hasScope(payload, scope)) throw ERRORS.InvalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== url) throw ERRORS.InvalidSignature('Invalid signature');
  return payload;
}
