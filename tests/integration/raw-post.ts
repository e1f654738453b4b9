import { request, type ClientRequest } from 'node:http';

/**
 * A POST written by hand, for bodies fetch() will not send: `declaredLength` goes out as content-length (undefined:
 * chunked), `send` writes the body (and ends the request, or not). Resolves with the status and body of the answer.
 */
export function rawPost(
  url: string,
  headers: Record<string, string>,
  declaredLength: number | undefined,
  send: (req: ClientRequest) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const length: Record<string, string> =
      declaredLength === undefined
        ? { 'transfer-encoding': 'chunked' }
        : { 'content-length': String(declaredLength) };
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers: { ...headers, ...length },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    send(req);
  });
}

/** Writes `size` bytes of 'x' in 64 KB pieces, waiting whenever the socket asks to, then ends the request. */
export function writeBytes(req: ClientRequest, size: number): void {
  const piece = Buffer.alloc(64 * 1024, 'x');
  let sent = 0;
  const pump = () => {
    while (sent < size) {
      const part = piece.subarray(0, Math.min(piece.length, size - sent));
      sent += part.length;
      if (!req.write(part)) return void req.once('drain', pump);
    }
    req.end();
  };
  pump();
}
