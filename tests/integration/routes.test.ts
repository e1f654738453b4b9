import { describe, expect, it } from 'vitest';
import { createRouter, segmentsOf, type RouteShape } from '../../supabase/local/http/router.ts';
import { matchRoute, ROUTES } from '../../supabase/local/storage/routes.ts';

interface Named extends RouteShape {
  name: string;
}

/**
 * The route matcher auth, Storage and the gateway share (supabase/local/http/router.ts), and Storage's route table.
 * No stack: it runs in milliseconds on each backend's project.
 */
describe('createRouter', () => {
  const routes: Named[] = [
    { method: 'POST', path: '/object/move', name: 'move' },
    { method: 'DELETE', path: '/object/:bucket', name: 'deleteMany' },
    { method: 'GET', path: '/object/:bucket/*key', name: 'get' },
    { method: '*', path: '/status/*rest', name: 'status' },
    { method: 'GET', path: '/', name: 'root' },
  ];
  const match = createRouter(routes);
  const find = (method: string, path: string) => {
    const found = match(method, segmentsOf(path));
    return found.kind === 'found' ? { name: found.route.name, params: found.params } : found.kind;
  };

  it('takes the first route whose path and method fit, with :name and a trailing *name', () => {
    expect(find('POST', '/object/move')).toEqual({ name: 'move', params: {} });
    expect(find('GET', '/object/move')).toEqual({ name: 'get', params: { bucket: 'move', key: '' } });
    expect(find('DELETE', '/object/b')).toEqual({ name: 'deleteMany', params: { bucket: 'b' } });
    expect(find('GET', '/object/b/a/%C3%A5.png')).toEqual({
      name: 'get',
      params: { bucket: 'b', key: 'a/%C3%A5.png' },
    });
    expect(find('GET', '/')).toEqual({ name: 'root', params: {} });
  });

  it('answers HEAD with a GET route and any method with a * route', () => {
    expect(find('HEAD', '/object/b/k')).toMatchObject({ name: 'get' });
    expect(find('PATCH', '/status')).toEqual({ name: 'status', params: { rest: '' } });
    expect(find('GET', '/status/x/y')).toEqual({ name: 'status', params: { rest: 'x/y' } });
  });

  it('tells a path no route has from a method the path does not take', () => {
    expect(find('PUT', '/object/move')).toBe('method_not_allowed');
    expect(find('GET', '/bucket')).toBe('not_found');
    expect(find('GET', '/statusx')).toBe('not_found');
    // :name takes a non-empty segment only.
    expect(find('DELETE', '/object/')).toBe('not_found');
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
