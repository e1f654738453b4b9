import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeLayers, sqlIn } from './layerRules';

/**
 * The Storage server's layers (issue 30), as the auth server's (authLayers.test.ts): routes.ts declares each route
 * with its scope, middleware.ts checks it, handlers parse and answer, and SQL lives only in the stores below. The
 * table's scopes are tested in tests/integration/routes.test.ts (which may import the server's modules).
 */
const STORAGE = resolve(__dirname, '../../supabase/local/storage');

/** Checking the caller or a signed URL's token: only middleware.ts does it, with auth.ts's verifiers. */
const HAND_CHECKS = [
  /\bverifyCaller\s*\(/,
  /\bverifyUrlToken\s*\(/,
  /\bjwtVerify\s*\(/,
  /headers\.authorization/i,
  /headers\[\s*['"]authorization['"]\s*\]/i,
  /\.get\(\s*['"]token['"]\s*\)/,
];

describeLayers('supabase/local/storage', {
  dir: STORAGE,
  stores: ['db.ts', 'bucketStore.ts', 'objectStore.ts'],
  storeMayImport: ['errors.ts'],
  handChecks: HAND_CHECKS,
  mayCheck: ['middleware.ts', 'auth.ts'],
});

describe('the detectors', () => {
  it('find the SQL and the caller checks that used to sit in Storage handlers, and not the route table', () => {
    expect(
      sqlIn(
        'const { rows } = await tx.query(`delete from storage.buckets where id = $1 returning id`, [id]);',
      ),
    ).not.toEqual([]);
    expect(
      sqlIn("await tx.query(`select set_config('role', $1, true)`, [options.caller.role]);"),
    ).not.toEqual([]);
    expect(sqlIn('const INSERT = `insert into storage.objects as o (bucket_id, name)')).not.toEqual([]);
    expect(sqlIn("caller('DELETE', '/object/:bucket', objects.deleteMany),")).toEqual([]);
    const old = "await verifyUrlToken(url.searchParams.get('token'), ctx.secret, `${bucket}/${key}`);";
    expect(HAND_CHECKS.filter((pattern) => pattern.test(old))).toHaveLength(2);
  });
});
