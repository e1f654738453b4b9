import { SignJWT, type JWTPayload } from 'jose';
import { expect } from 'vitest';

/** An HS256 token with `claims`, signed with `secret`, expiring at `expiresAt` (a jose time span or epoch seconds). */
export function hs256Token(claims: JWTPayload, secret: string, expiresAt: string | number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

/**
 * A CORS preflight from `asked.origin` for `asked.method` with `asked.headers`; expects the gateway's answer (200,
 * any origin as *, no credentials) and returns it for the caller's own checks.
 */
export async function expectPreflight(
  url: string,
  asked: { origin: string; method: string; headers: string },
) {
  const response = await fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin: asked.origin,
      'access-control-request-method': asked.method,
      'access-control-request-headers': asked.headers,
    },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  return response;
}
