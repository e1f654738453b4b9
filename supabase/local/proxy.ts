import { request, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Forwards req to 127.0.0.1:port at path and streams the answer back, as the gateway does for PostgREST and the
 * functions server for a function's Deno process. CORS headers of the upstream are dropped: the gateway sets its own
 * (like Kong's cors plugin). The caller sends the body (pipe, or limitBody) and answers upstream errors.
 */
export function proxyTo(
  req: IncomingMessage,
  res: ServerResponse,
  port: number,
  path: string,
): ClientRequest {
  return request(
    {
      host: '127.0.0.1',
      port,
      method: req.method,
      path,
      headers: { ...req.headers, host: `127.0.0.1:${port}` },
    },
    (up) => {
      res.statusCode = up.statusCode ?? 502;
      for (const [name, value] of Object.entries(up.headers)) {
        if (value !== undefined && !name.toLowerCase().startsWith('access-control-'))
          res.setHeader(name, value);
      }
      up.pipe(res);
    },
  );
}
