import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, badRequest } from './errors.ts';
import type { Claims } from './claims.ts';
import type { FactorRow, UserRow } from './users.ts';

/** Larger bodies get 413 before they are buffered; no request supabase-js sends comes near it. */
export const MAX_BODY_BYTES = 256 * 1024;

type Json = Record<string, unknown>;

/**
 * A decoded JSON body with typed accessors that refuse the wrong type the way Go's json.Unmarshal into
 * Supabase Auth's param structs does (400 bad_json), instead of coercing it.
 */
export class Body {
  constructor(readonly raw: Json) {}

  private typeError(key: string, want: string): AuthError {
    return badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${describe(this.raw[key])} into Go struct field .${key} of type ${want}`,
    );
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined && this.raw[key] !== null;
  }

  str(key: string): string | undefined {
    const value = this.raw[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw this.typeError(key, 'string');
    return value;
  }

  bool(key: string): boolean | undefined {
    const value = this.raw[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') throw this.typeError(key, 'bool');
    return value;
  }

  obj(key: string): Json | undefined {
    const value = this.raw[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value))
      throw this.typeError(key, 'map[string]interface {}');
    return value as Json;
  }

  strList(key: string): string[] | undefined {
    const value = this.raw[key];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
      throw this.typeError(key, '[]string');
    return value as string[];
  }
}

const describe = (value: unknown) =>
  Array.isArray(value)
    ? 'array'
    : value === null
      ? 'null'
      : typeof value === 'object'
        ? 'object'
        : typeof value;

/** What the route's middleware loaded, as api.go's middleware puts it on the request context. */
export interface Loaded {
  claims?: Claims;
  user?: UserRow;
  factor?: FactorRow;
}

export interface Request {
  /** Filled by the route's middleware (types.ts Route). */
  loaded: Loaded;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  ip: string;
  params: Record<string, string>;
  body(): Promise<Body>;
}

/**
 * Buffers a JSON body up to MAX_BODY_BYTES. A larger one is answered 413 (as the platform's gateway answers it)
 * without resetting the connection: a declared length is refused before reading (Node drains the rest after
 * the answer), a chunked body is read to its end and discarded, so the client can read the answer.
 */
export async function readBody(req: IncomingMessage): Promise<Body> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BODY_BYTES) throw tooLarge();
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return new Body({});
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${describe(parsed)} into Go value of type struct`,
    );
  return new Body(parsed as Json);
}

const tooLarge = () => new AuthError(413, 'request_too_large', 'Request body too large');

export function sendJson(res: ServerResponse, status: number, body?: unknown, headers: Json = {}): void {
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, String(value));
  res.statusCode = status;
  if (body === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

export function redirect(res: ServerResponse, location: string): void {
  if (res.headersSent) return;
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.end();
}
