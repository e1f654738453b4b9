import type { AuthContext } from './context.ts';
import type { Request } from './http.ts';

export type Reply =
  { status: number; body?: unknown; headers?: Record<string, string> } | { redirect: string };

export type Handler = (ctx: AuthContext, req: Request) => Promise<Reply>;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path with `:name` segments. */
  path: string;
  handler: Handler;
}

export const ok = (body: unknown = {}): Reply => ({ status: 200, body });
