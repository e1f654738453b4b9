// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { segmentsOf } from '../../supabase/local/http/router.ts';
import { matchRoute, ROUTES } from '../../supabase/local/storage/routes.ts';
import { describeLayers, sqlIn } from './layerRules.ts';

/**
 * The Storage server's layers (issue 30), as the auth server's (authLayers.test.ts): routes.ts declares each route
 * with its scope, middleware.ts checks it, handlers parse and answer, and SQL lives only in the stores below.
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

describe('the Storage route table', () => {
  const scopeOf = (method: string, path: string) => {
    const match = matchRoute(method, segmentsOf(path));
    return match.kind === 'found' ? match.route.scope : match.kind;
  };

  it('declares each route with the scope Supabase Storage gives it', () => {
    expect(scopeOf('GET', '/bucket')).toBe('caller');
    expect(scopeOf('POST', '/bucket/site-images/empty')).toBe('caller');
    expect(scopeOf('POST', '/object/list/site-images')).toBe('caller');
    expect(scopeOf('POST', '/object/sign/site-images')).toBe('caller');
    expect(scopeOf('POST', '/object/upload/sign/site-images/a/b.png')).toBe('caller');
    expect(scopeOf('GET', '/object/site-images/a/b.png')).toBe('caller');
    expect(scopeOf('HEAD', '/object/authenticated/site-images/a.png')).toBe('caller');
    expect(scopeOf('DELETE', '/object/site-images')).toBe('caller');
    expect(scopeOf('GET', '/object/sign/site-images/a/b.png')).toBe('signed');
    expect(scopeOf('PUT', '/object/upload/sign/site-images/a/b.png')).toBe('signed');
    expect(scopeOf('GET', '/object/public/site-images/a/b.png')).toBe('public');
    expect(scopeOf('HEAD', '/object/info/public/site-images/a.png')).toBe('public');
    expect(scopeOf('PATCH', '/object/site-images/a.png')).toBe('method_not_allowed');
    expect(scopeOf('GET', '/nothing')).toBe('not_found');
  });

  it('reaches only status, disabled features and public objects without a JWT or a signed token', () => {
    const open = ROUTES.filter((route) => route.scope === 'public').map((route) => route.path);
    expect(open.sort()).toEqual(
      [
        '/health/*rest',
        '/iceberg/*rest',
        '/object/info/public/:bucket/*key',
        '/object/public/:bucket/*key',
        '/render/*rest',
        '/s3/*rest',
        '/status/*rest',
        '/upload/resumable/*rest',
        '/vector/*rest',
        '/version/*rest',
      ].sort(),
    );
    for (const route of ROUTES.filter((r) => r.scope === 'signed'))
      expect(route.path, route.path).toMatch(/\/:bucket\/\*key$/);
  });
});
