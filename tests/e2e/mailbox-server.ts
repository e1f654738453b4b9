import { createServer, type Server } from 'node:http';
import type { Mail } from '../../supabase/local/stack.ts';

/**
 * The stack's mailbox lives in the global-setup process; the test workers read it over HTTP
 * (as `supabase start` tests read Inbucket/Mailpit). GET / → Mail[] as JSON.
 */
export async function serveMailbox(mailbox: Mail[]): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(mailbox));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, server };
}
