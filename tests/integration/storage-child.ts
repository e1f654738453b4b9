// A Storage server alone in a process of its own, on a database the test started: storage-durability.test.ts
// kills it with SIGKILL in the middle of uploads. Env: DB_PORT, SHARED_SESSION (1 on PGlite), STORAGE_ROOT,
// JWT_SECRET. Prints {"port": n} once it listens.
import { createServer } from 'node:http';
import type { DatabaseServer } from '../../supabase/local/backend.ts';
import { connectSqlClient } from '../../supabase/local/sql-client.ts';
import { createStorageHandler } from '../../supabase/local/storage/server.ts';

const server = {
  kind: process.env.SHARED_SESSION === '1' ? 'pglite' : 'postgres',
  port: Number(process.env.DB_PORT),
  sharedSession: process.env.SHARED_SESSION === '1',
  fresh: false,
  stop: async () => undefined,
} satisfies DatabaseServer;
const sql = await connectSqlClient(server, 'supabase_storage_admin');
const handler = await createStorageHandler({
  sql,
  root: process.env.STORAGE_ROOT!,
  jwtSecret: process.env.JWT_SECRET!,
});
const http = createServer((req, res) => handler(req, res, req.url ?? '/'));
http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  );
});
