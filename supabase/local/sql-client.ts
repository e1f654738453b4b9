import { openClient, type DatabaseServer } from './backend.ts';

export interface SqlClient {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
}

export interface ClosableSqlClient extends SqlClient {
  close(): Promise<void>;
}

/**
 * One connection as `role`; calls are serialised by a small lock because a transaction must not interleave with
 * other callers' queries on the same connection. On PGlite every socket client shares the one superuser session
 * (switching its identity would switch PostgREST's too), so there the role is always supabase_admin.
 */
export async function connectSqlClient(server: DatabaseServer, role: string): Promise<ClosableSqlClient> {
  const client = await openClient(server, role);
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
