import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';

/**
 * The largest /rest/v1 request body a hosted project accepts. Hosted projects are served through Cloudflare, whose
 * maximum upload size on the Free and Pro plans is 100 MB (answered with 413); Kong and PostgREST behind it set no
 * smaller limit (values of 10 MB reach a hosted project's tables, issue 18).
 */
export const REST_MAX_BODY_BYTES = 100 * 1024 * 1024;

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
