import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';

/**
 * The largest /rest/v1 request body a hosted project accepts. Hosted projects are served through Cloudflare, whose
 * maximum upload size on the Free and Pro plans is 100 MB (answered with 413); Kong and PostgREST behind it set no
 * smaller limit (values of 10 MB reach a hosted project's tables, issue 18). The service_role keeps this one.
 */
export const REST_MAX_BODY_BYTES = 100 * 1024 * 1024;

/**
 * The largest /rest/v1 body for the anon and authenticated roles (issue 31, item 9). Neither the CLI's Kong
 * (supabase/cli internal/start/templates/kong_config and custom_nginx.template, commit 0da9aa3: no
 * request-size-limiting plugin; Kong's own nginx_http_client_max_body_size default is 0, unlimited) nor PostgREST
 * limits a body; what stops a huge one on a hosted project is the role's statement_timeout (anon 3 s, authenticated
 * 8 s, bootstrap/10_platform.sql), which cancels the statement that parses it while other sessions keep serving. PGlite has
 * one session and cannot cancel a statement until it returns (pglite-timeouts.ts), so one anonymous 90 MB body held
 * every sign-in and read for over a minute. These limits refuse such bodies at the gateway, before the database:
 * - anon: 1 MiB, nginx's default client_max_body_size. The largest body the public site sends is one review, inquiry
 *   or chat message, a few tens of kB within the column limits (20261123120000, 20261124120300).
 * - authenticated: 8 MiB. The admin's largest bodies are a price-list import (2 MB file, 5,000 rows; see
 *   src/resources/cards/import/priceList.ts) and a 200,000-character article, each well below it.
 */
export const ROLE_MAX_BODY_BYTES: Readonly<Record<string, number>> = {
  anon: 1024 * 1024,
  authenticated: 8 * 1024 * 1024,
  service_role: REST_MAX_BODY_BYTES,
};

/** The body limit for a request made as `role`; an unknown or unverified role gets anon's. */
export function restBodyLimit(role: string | undefined): number {
  return (role !== undefined && ROLE_MAX_BODY_BYTES[role]) || ROLE_MAX_BODY_BYTES.anon;
}

/**
 * Whether req's body may be larger than `max`: it is chunked, or its declared length is over `max` (Node's parser
 * stops a body at its declared length). The gateway verifies the caller's role only then: a bodiless read, or a body
 * within every role's limit, needs no role.
 */
export function bodyMayExceed(req: IncomingMessage, max: number): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return !(length <= max);
}

/**
 * Pipes req into upstream unless its body is larger than max: a declared Content-Length over the limit is refused
 * before any byte is forwarded, a chunked body as soon as it crosses it. onTooLarge answers; the connection is then
 * closed shortly after the answer, without reading the rest of the body.
 */
export function limitBody(
  req: IncomingMessage,
  upstream: Writable,
  max: number,
  onTooLarge: () => void,
): void {
  let refused = false;
  const refuse = () => {
    if (refused) return;
    refused = true;
    req.unpipe(upstream);
    onTooLarge();
    // The answer is out (Connection: close); the rest of the body is not read.
    setTimeout(() => req.destroy(), 500).unref();
  };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) return refuse();
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > max) refuse();
  });
  req.pipe(upstream);
}
