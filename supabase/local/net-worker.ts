// The worker of the pg_net stand-in (bootstrap/60_pg_net_vault.sql), as pg_net's background worker does it
// (supabase/pg_net src/worker.c): takes the queued requests of net.http_request_queue in batches, sends them, and
// writes each answer (or its timeout / error) to net._http_response under the request's id. It also fills the Vault
// stand-in with the stack's own URL and service role key, which a hosted project's admin puts there once
// (20261128007100_link_check_schedule.sql).
import type { SqlClient } from './sql-client.ts';

export interface NetWorkerOptions {
  sql: SqlClient;
  /** How often to look at the queue (default 1 s, as pg_net's pg_net.ttl-free polling); null: only drain(). */
  intervalMs?: number | null;
  /** Requests taken at a time (pg_net.batch_size, default 200). */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface NetWorker {
  /** Sends every queued request and resolves when their answers are written. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | null;
  timeout_milliseconds: number;
}

/** Is the database's net schema this stand-in (no pg_net extension)? */
export async function hasNetStandIn(sql: SqlClient): Promise<boolean> {
  const { rows } = await sql.query<{ standin: boolean }>(
    `select to_regclass('net.http_request_queue') is not null
        and not exists (select from pg_extension where extname = 'pg_net') as standin`,
  );
  return rows[0]?.standin ?? false;
}

/** The secrets the schedule reads, set to this stack's URL and key (the stand-in Vault only). */
export async function fillVault(sql: SqlClient, secrets: Record<string, string>): Promise<void> {
  for (const [name, secret] of Object.entries(secrets))
    await sql.query(
      `insert into vault.secrets (name, secret) values ($1, $2)
       on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
      [name, secret],
    );
}

async function send(request: QueuedRequest): Promise<unknown[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeout_milliseconds);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' || !request.body ? undefined : new Uint8Array(request.body),
      signal: controller.signal,
    });
    const content = await response.text();
    return [
      request.id,
      response.status,
      response.headers.get('content-type'),
      JSON.stringify(Object.fromEntries(response.headers.entries())),
      content,
      false,
      null,
    ];
  } catch (error) {
    const timedOut = controller.signal.aborted;
    const message = timedOut
      ? `Timeout of ${request.timeout_milliseconds} ms reached`
      : (((error as Error).cause as Error | undefined)?.message ?? (error as Error).message);
    return [request.id, null, null, null, null, timedOut, message];
  } finally {
    clearTimeout(timer);
  }
}

export function startNetWorker(options: NetWorkerOptions): NetWorker {
  const { sql, batchSize = 200, log = () => {} } = options;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const batch = async (): Promise<number> => {
    const { rows } = await sql.query<QueuedRequest>(
      `delete from net.http_request_queue
        where id in (select id from net.http_request_queue order by id limit $1)
        returning id::text, method, url, headers, body, timeout_milliseconds`,
      [batchSize],
    );
    const answers = await Promise.all(rows.map(send));
    for (const answer of answers) {
      await sql.query(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        answer,
      );
      if (answer[6]) log(`[net] request ${String(answer[0])}: ${String(answer[6])}`);
    }
    return rows.length;
  };
  const drainOnce = async () => {
    while (!stopped && (await batch()) > 0);
  };
  const drain = () => {
    running = running.then(drainOnce, drainOnce);
    return running;
  };
  const timer =
    options.intervalMs === null
      ? undefined
      : setInterval(() => {
          drain().catch((error: unknown) => log(`[net] ${(error as Error).message}`));
        }, options.intervalMs ?? 1000);
  timer?.unref();
  return {
    drain,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
