import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What the gateway mounts under a prefix (auth, Storage, Edge Functions): it answers `req` for `path`, the part of
 * the URL after the prefix (with the query). `ready` and `close` are there for services that need them.
 */
export type ServiceHandler = ((req: IncomingMessage, res: ServerResponse, path: string) => void) & {
  ready?: Promise<void>;
  close?: () => Promise<void>;
};

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route table entry: `method` ('*' for any) and a path with `:name` segments and an optional last `*name`. */
export interface RouteShape {
  method: Method | '*';
  path: string;
}

/** A route's handler: the server's context and its request in, the server's reply out. */
export type RouteHandler<Context, Request, Reply> = (ctx: Context, req: Request) => Promise<Reply>;

export type Match<R> =
  | { kind: 'found'; route: R; params: Record<string, string> }
  | { kind: 'method_not_allowed' }
  | { kind: 'not_found' };

export type Matcher<R> = (method: string, segments: readonly string[]) => Match<R>;

/** A path's segments as routes are written: '/a/b' → ['a', 'b'], '/' → [''], '/a/' → ['a', '']. */
export const segmentsOf = (path: string): string[] => path.split('/').slice(1);

/**
 * The route matcher auth, Storage and the gateway share. Routes are tried in table order and the first whose path
 * and method fit wins, so a fixed segment is listed before a `:name` that would also take it. `:name` takes one
 * non-empty segment, a last `*name` the rest (zero or more segments, joined with '/'); params stay percent-encoded.
 * HEAD is answered by a GET route, as Go's and Fastify's routers do. A path that fits only under other methods is
 * `method_not_allowed` (auth answers 405, Storage its 404).
 */
export function createRouter<R extends RouteShape>(routes: readonly R[]): Matcher<R> {
  const compiled = routes.map((route) => {
    const segments = segmentsOf(route.path);
    const last = segments[segments.length - 1] ?? '';
    const rest = last.startsWith('*') ? last.slice(1) : undefined;
    return { route, rest, fixed: rest === undefined ? segments : segments.slice(0, -1) };
  });
  return (method, parts) => {
    let pathMatched = false;
    for (const { route, rest, fixed } of compiled) {
      if (rest === undefined ? parts.length !== fixed.length : parts.length < fixed.length) continue;
      const params: Record<string, string> = {};
      const same = fixed.every((segment, i) => {
        const part = parts[i]!;
        if (!segment.startsWith(':')) return segment === part;
        params[segment.slice(1)] = part;
        return part !== '';
      });
      if (!same) continue;
      if (rest !== undefined) params[rest] = parts.slice(fixed.length).join('/');
      pathMatched = true;
      if (route.method === '*' || route.method === method || (method === 'HEAD' && route.method === 'GET'))
        return { kind: 'found', route, params };
    }
    return pathMatched ? { kind: 'method_not_allowed' } : { kind: 'not_found' };
  };
}
