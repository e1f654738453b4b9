// Several clients at once on the database: on PGlite they share one session (pglite-session-queue.ts), and a
// parameterised query of one client (Parse, Bind, Execute, Sync) must not be cut by another's. Before, the other's
// Parse replaced the unnamed statement between Parse and Bind: "bind message supplies 1 parameters, but prepared
// statement requires 2", seen as Auth answering 500 in the browser tests.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClient, type DatabaseServer } from '../../supabase/local/backend.ts';
import { BACKEND, openTestDatabase } from './backends.ts';

describe(`concurrent clients keep their queries whole (${BACKEND})`, () => {
  let server: DatabaseServer;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    server = await openTestDatabase();
    for (let i = 0; i < 3; i += 1) clients.push(await openClient(server, 'supabase_admin'));
    await clients[0].query('create table public.session_queue_probe (id int primary key)');
  });
  afterAll(async () => {
    await clients[0]?.query('drop table if exists public.session_queue_probe').catch(() => undefined);
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await server?.stop();
  });

  it('answers each client its own parameterised queries', async () => {
    const [one, two] = clients;
    const sums = Array.from({ length: 60 }, (_, i) =>
      one.query<{ v: number }>('select $1::int + 1 as v', [i]).then((result) => result.rows[0].v),
    );
    const joins = Array.from({ length: 60 }, (_, i) =>
      two
        .query<{ v: string }>('select $1::text || $2::text as v', [`a${i}`, `b${i}`])
        .then((result) => result.rows[0].v),
    );
    expect(await Promise.all(sums)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(await Promise.all(joins)).toEqual(Array.from({ length: 60 }, (_, i) => `a${i}b${i}`));
  });

  it("keeps one client's failed query and rolled-back transaction to itself", async () => {
    const [one, two, three] = clients;
    const failing = Array.from({ length: 20 }, (_, i) =>
      one.query('select 1 / ($1::int - $1::int)', [i]).then(
        () => 'answered',
        (error: Error) => error.message,
      ),
    );
    const inserts = Array.from({ length: 20 }, (_, i) =>
      two.query('insert into public.session_queue_probe (id) values ($1)', [i]),
    );
    const rolledBack = (async () => {
      await three.query('begin');
      await three.query('insert into public.session_queue_probe (id) values ($1)', [1000]);
      await three.query('rollback');
    })();
    expect(await Promise.all(failing)).toEqual(Array(20).fill('division by zero'));
    await Promise.all([...inserts, rolledBack]);
    const { rows } = await one.query<{ n: number }>(
      'select count(*)::int as n from public.session_queue_probe where id < 1000',
    );
    expect(rows[0].n).toBe(20);
    const gone = await one.query('select 1 from public.session_queue_probe where id = 1000');
    expect(gone.rows).toEqual([]);
  });
});
