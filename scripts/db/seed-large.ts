// Adds volume for performance work: 1,000,000 cookie consents, 100,000 reviews and 20,000 chat messages.
//   npm run db:seed:large                              the persisted PGlite database (.supabase-local/db); stop
//                                                      `npm run dev` first, PGlite is single-process
//   npm run db:seed:large -- --db-url postgres://…     a migrated PostgreSQL database (SUPABASE_DB_URL works too)
//   npm run db:seed:large -- --scale 0.01              a hundredth of each volume (tests that need the load, not its size)
// Runs as the tables' owner, never as a superuser: triggers are switched off per table, not per session, and only
// inside the one transaction that loads the rows. `alter table … disable trigger` is transactional, so Ctrl+C, kill
// or a crash at any moment rolls the switch back with the rows: no moment leaves a table unprotected.
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { backendFromEnvironment } from '../../supabase/local/backend.ts';
import { openMigratedDatabase } from '../../supabase/local/db.ts';
import { defaultDataDir } from '../../supabase/local/stack.ts';

interface Target {
  exec(sql: string): Promise<unknown>;
  transaction(fn: () => Promise<void>): Promise<void>;
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

async function openTarget(dbUrl: string | undefined): Promise<Target> {
  if (dbUrl) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    return {
      exec: (sql) => client.query(sql),
      transaction: (fn) => inTransaction((sql) => client.query(sql), fn),
      count: async (table) =>
        Number((await client.query(`select count(*)::int as n from public.${table}`)).rows[0].n),
      close: () => client.end(),
    };
  }
  const backend = backendFromEnvironment();
  const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR ?? defaultDataDir(backend);
  await mkdir(dataDir, { recursive: true });
  const opened = await openMigratedDatabase({ backend, dataDir, seed: true });
  const db = opened.sql;
  return {
    exec: (sql) => db.query(sql),
    transaction: (fn) => inTransaction((sql) => db.query(sql), fn),
    count: async (table) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0].n,
    close: () => opened.close(),
  };
}

async function inTransaction(exec: (sql: string) => Promise<unknown>, fn: () => Promise<void>) {
  await exec('begin');
  try {
    await fn();
    await exec('commit');
  } catch (error) {
    await exec('rollback').catch(() => undefined);
    throw error;
  }
}

const BULK_TABLES = ['cookie_consents', 'reviews', 'chat_sessions', 'chat_messages'];

const BATCH = 100_000;

/** The rows each run adds at --scale 1. */
const VOLUME = { consents: 1_000_000, reviews: 100_000, chatSessions: 5_000 } as const;
type Volume = Record<keyof typeof VOLUME, number>;

function volumeAt(scale: string | undefined): Volume {
  const factor = scale === undefined ? 1 : Number(scale);
  if (!(factor > 0 && factor <= 1))
    throw new Error(`--scale takes a number above 0 and at most 1, not ${scale}`);
  const at = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    consents: at(VOLUME.consents),
    reviews: at(VOLUME.reviews),
    chatSessions: at(VOLUME.chatSessions),
  };
}

const formatted = (n: number) => n.toLocaleString('sv-SE');

async function timed(label: string, fn: () => Promise<unknown>) {
  const started = performance.now();
  await fn();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const { values } = parseArgs({ options: { 'db-url': { type: 'string' }, scale: { type: 'string' } } });
  const volume = volumeAt(values.scale);
  const db = await openTarget(values['db-url'] ?? process.env.SUPABASE_DB_URL);
  const started = performance.now();
  // Bulk load without per-row triggers (audit, counters, search text), all in one transaction: the triggers are
  // switched back on and the derived tables recounted before the commit, so an interruption leaves nothing behind.
  const triggers = (state: 'disable' | 'enable') =>
    db.exec(BULK_TABLES.map((t) => `alter table public.${t} ${state} trigger user;`).join('\n'));
  console.log('Loading (one transaction)…');
  await db.transaction(async () => {
    await triggers('disable');
    await load(db, volume);
    await triggers('enable');
    // The trigger that keeps the lower-cased review texts for search counts was off too: refill them.
    await timed('review search texts', () =>
      db.exec(`
        truncate private.review_search_text;
        insert into private.review_search_text (review_id, body_lower)
        select id, lower(body) from public.reviews;`),
    );
  });
  // Vacuum too: the visibility map lets counts under RLS read the (status, created_at) index alone, as autovacuum
  // would arrange on a live database.
  await timed('vacuum analyze', () =>
    db.exec(`vacuum analyze ${BULK_TABLES.map((t) => `public.${t}`).join(', ')}, private.review_search_text`),
  );
  for (const table of ['cookie_consents', 'reviews', 'chat_messages'])
    console.log(`${table}: ${await db.count(table)} rows`);
  console.log(`Total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.close();
}

async function load(db: Target, volume: Volume) {
  await timed(`${formatted(volume.consents)} cookie consents`, async () => {
    for (let offset = 0; offset < volume.consents; offset += BATCH) {
      await db.exec(`
        insert into public.cookie_consents (consent_id, created_at, policy_version, locale, functional, analytics,
          marketing, action, source, expires_at, ip_hash, user_agent_family)
        select gen_random_uuid(), now() - ((g % 525600) || ' minutes')::interval, '2026-09', 'sv-SE',
               a.action = 'accept_all' or (a.action = 'custom' and g % 2 = 0),
               a.action = 'accept_all' or (a.action = 'custom' and g % 3 = 0),
               a.action = 'accept_all',
               a.action, case when g % 10 = 0 then 'settings' else 'banner' end,
               now() + interval '6 months', md5('ip-' || (g % 65536)), (array['Chrome','Safari','Firefox','Edge'])[1 + g % 4]
          from generate_series(${offset + 1}, ${Math.min(offset + BATCH, volume.consents)}) g
          cross join lateral (select (array['accept_all','accept_all','reject_all','custom','accept_all','withdraw'])[1 + g % 6] as action) a;`);
    }
  });
  // The triggers were off: recount the consent log's daily totals (private.cookie_consent_days) from the log.
  await timed('daily consent totals', () =>
    db.exec(`
      truncate private.cookie_consent_days;
      insert into private.cookie_consent_days (day, action, total, functional, analytics, marketing)
      select (created_at at time zone 'UTC')::date, action, count(*), count(*) filter (where functional),
             count(*) filter (where analytics), count(*) filter (where marketing)
        from public.cookie_consents
       group by 1, 2;`),
  );
  await timed(`${formatted(volume.reviews)} reviews`, () =>
    db.exec(`
      insert into public.reviews (card_id, rating, title, body, author_name, author_email, status, rejection_reason, created_at)
      select (g % 40) + 1, 1 + g % 5, 'Omdöme ' || g,
             (array['Bra försäkringar och enkel app.', 'Högt valutapåslag utomlands.', 'Cashbacken märks varje månad.',
                    'Kundtjänsten var långsam.', 'Inga avgifter, smidigt att betala.'])[1 + g % 5] || ' #' || g,
             'Recensent ' || g, 'r' || g || '@example.se',
             s.status, case when s.status = 'rejected' then 'Bryter mot riktlinjerna' end,
             now() - ((g % 8760) || ' hours')::interval
        from generate_series(1, ${volume.reviews}) g
        cross join lateral (select (array['approved','approved','pending','rejected','spam'])[1 + g % 5] as status) s;`),
  );
  await timed(`${formatted(volume.chatSessions * 4)} chat messages`, async () => {
    await db.exec(`
      insert into public.chat_sessions (visitor_id, started_at, page_url, user_agent_family)
      select 'volym-' || g, now() - ((g % 2000) || ' hours')::interval, '/kreditkort', 'Chrome'
        from generate_series(1, ${volume.chatSessions}) g;
      insert into public.chat_messages (session_id, role, content, created_at)
      select s.id, case when m % 2 = 1 then 'user' else 'assistant' end,
             case when m % 2 = 1 then 'Vilket kort passar för resor, nummer ' || s.id else 'Jämför effektiv ränta och valutapåslag.' end,
             s.started_at + (m || ' minutes')::interval
        from (select id, started_at from public.chat_sessions where visitor_id like 'volym-%') s
        cross join generate_series(1, 4) m;
      update public.chat_sessions s set message_count = c.n, last_message_at = c.last
        from (select session_id, count(*) n, max(created_at) last from public.chat_messages group by session_id) c
       where c.session_id = s.id;`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
