import pg from 'pg';

export interface SqlClient {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
}

export interface ClosableSqlClient extends SqlClient {
  close(): Promise<void>;
}

/**
 * One superuser connection through the PGlite socket, so the socket server's queue keeps our transactions
 * apart from PostgREST's on the single PGlite backend. Calls are serialised by a small lock because a
 * transaction must not interleave with other callers' queries on the same connection.
 */
export async function connectSqlClient(port: number): Promise<ClosableSqlClient> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
  const raw: SqlClient = {
    async query<R>(text: string, params?: unknown[]) {
      const result = await client.query(text, params as unknown[]);
      return { rows: result.rows as R[] };
    },
    transaction: () => Promise.reject(new Error('Nested transactions are not supported')),
  };
  return {
    query: (text, params) => exclusive(() => raw.query(text, params)),
    transaction: (fn) =>
      exclusive(async () => {
        await client.query('begin');
        try {
          const result = await fn(raw);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    close: () => client.end(),
  };
}
