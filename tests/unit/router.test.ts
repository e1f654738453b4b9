import { describe, expect, it } from 'vitest';
import { createRouter, segmentsOf, type RouteShape } from '../../supabase/local/http/router.ts';

interface Named extends RouteShape {
  name: string;
}

/** The route matcher auth, Storage and the gateway share (supabase/local/http/router.ts). */
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
