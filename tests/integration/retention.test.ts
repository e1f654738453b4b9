import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDatabase } from '../../supabase/local/db.ts';
import { openClient } from '../../supabase/local/backend.ts';
import { BACKEND, openMigratedTestDatabase } from './backends.ts';

// The retention rules applied at simulated dates over personal data of many ages: nothing left past its period,
// everything inside it still there, the audit rows of removed records gone (or pseudonymised with the record),
// and the catalogue's history (cards, banks, networks, categories, news, blog) untouched.

const NOW = new Date('2030-06-01T12:00:00Z');
const DAY = 86400000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
const MARK = 'gallring.test';

// Rows past their period at NOW, one query per rule (the rules' defaults: see 20261128004100_retention.sql).
const PAST: Record<string, string> = {
  chat_sessions: `select count(*) from public.chat_sessions where coalesce(last_message_at, started_at) < $1::timestamptz - interval '180 days'`,
  inquiries_closed: `select count(*) from public.expert_inquiries where status = 'closed' and coalesce(closed_at, updated_at) < $1::timestamptz - interval '365 days'`,
  inquiries_spam: `select count(*) from public.expert_inquiries where status = 'spam' and updated_at < $1::timestamptz - interval '30 days'`,
  reviews_rejected: `select count(*) from public.reviews where status = 'rejected' and coalesce(moderated_at, updated_at) < $1::timestamptz - interval '90 days'`,
  reviews_spam: `select count(*) from public.reviews where status = 'spam' and coalesce(moderated_at, updated_at) < $1::timestamptz - interval '30 days'`,
  review_email: `select count(*) from public.reviews where status = 'approved' and author_email is not null and coalesce(moderated_at, published_at, updated_at) < $1::timestamptz - interval '30 days'`,
  cookie_consents: `select count(*) from public.cookie_consents where coalesce(expires_at, created_at + interval '13 months') < $1::timestamptz - interval '365 days'`,
  editing_sessions: `select count(*) from public.editing_sessions where expires_at < $1::timestamptz - interval '1 day'`,
};

describe(`retention (${BACKEND})`, () => {
  let db: AdminDatabase;
  const q = async <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await db.sql.query<R>(text, params)).rows;
  const count = async (text: string, params: unknown[] = []) =>
    Number((await q<{ count: string }>(text, params))[0].count);
  const catalogueHistory = () =>
    q<{ table_name: string; n: string; fields: string }>(
      `select table_name, count(*) as n, md5(string_agg(changed_fields::text, '' order by id)) as fields
         from public.audit_log
        where table_name in ('credit_cards', 'banks', 'networks', 'categories', 'card_categories',
                             'news_articles', 'blog_posts')
        group by 1 order by 1`,
    );

  beforeAll(async () => {
    db = await openMigratedTestDatabase(true);
    // Ages around each rule's period: well past, just past, just inside, new.
    const ages = [2000, 400, 366, 364, 181, 179, 91, 89, 31, 29, 2, 0];
    await db.sql.transaction(async (tx) => {
      for (const [i, age] of ages.entries()) {
        const at = daysBefore(age);
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.chat_sessions (visitor_id, started_at, last_message_at, page_url)
           values ($1, $2, $2, 'https://example.se/kort') returning id`,
          [`visitor-${MARK}-${i}`, at],
        );
        await tx.query(
          `insert into public.chat_messages (session_id, role, content, created_at) values ($1, 'user', $2, $3)`,
          [rows[0].id, `Hej från ${MARK} ${i}`, at],
        );
        for (const status of ['closed', 'spam', 'answered']) {
          await tx.query(
            `insert into public.expert_inquiries (name, email, question, status, closed_at, answer, created_at)
             values ($1, $2, 'Vilket kort?', $3, case when $3 = 'closed' then $4::timestamptz end,
                     case when $3 = 'answered' then 'Svar' end, $4)`,
            [`Person ${i}`, `inq${i}${status}@${MARK}`, status, at],
          );
        }
        for (const status of ['rejected', 'spam', 'approved', 'pending']) {
          await tx.query(
            `insert into public.reviews (card_id, rating, body, author_name, author_email, status, rejection_reason,
                                         moderated_at, created_at)
             values ((select min(id) from public.credit_cards), 4, 'Bra kort', $1, $2, $3,
                     case when $3 = 'rejected' then 'Olämplig' end, case when $3 <> 'pending' then $4::timestamptz end, $4)`,
            [`Skribent ${i}`, `rev${i}${status}@${MARK}`, status, at],
          );
        }
        await tx.query(
          `insert into public.cookie_consents (created_at, policy_version, functional, analytics, marketing, action,
                                               expires_at)
           values ($1::timestamptz - interval '1 year', '2026-1', true, true, true, 'accept_all', $1)`,
          [at],
        );
      }
      await tx.query(
        `insert into public.editing_sessions (user_id, resource, record_id)
         select id, 'reviews', '1' from auth.users order by created_at limit 1`,
      );
      // The history of the review updates: the e-mail is in an UPDATE row too.
      await tx.query(`update public.reviews set title = 'Rubrik' where author_email like '%@${MARK}'`);
      // Spam inquiries count from their last change: make it the row's age.
      await tx.query(
        `alter table public.expert_inquiries disable trigger user;
         update public.expert_inquiries set updated_at = created_at where email like '%@${MARK}';
         alter table public.expert_inquiries enable trigger user;
         alter table public.reviews disable trigger user;
         update public.reviews set updated_at = created_at where author_email like '%@${MARK}';
         alter table public.reviews enable trigger user;`,
      );
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('counts on a dry run what the run then removes, and removes nothing itself', async () => {
    const before = await Promise.all(Object.values(PAST).map((sql) => count(sql, [NOW])));
    expect(before.every((n) => n > 0)).toBe(true);
    const dry = (
      await q<{ result: Array<{ key: string; rows: number }> }>(
        'select private.apply_retention(true, $1) as result',
        [NOW],
      )
    )[0].result;
    const dryByKey = Object.fromEntries(dry.map((r) => [r.key, Number(r.rows)]));
    for (const [i, key] of Object.keys(PAST).entries()) expect(dryByKey[key], key).toBe(before[i]);
    expect(await Promise.all(Object.values(PAST).map((sql) => count(sql, [NOW])))).toEqual(before);
    expect(await count('select count(*) from public.retention_runs where dry_run')).toBe(dry.length);
  });

  it('leaves 0 rows past their period, every row inside it, and the audit rows only of what stays', async () => {
    const history = await catalogueHistory();
    const insideChats = await count(
      `select count(*) from public.chat_sessions where visitor_id like '%${MARK}%' and last_message_at >= $1::timestamptz - interval '180 days'`,
      [NOW],
    );
    const pending = await count(`select count(*) from public.reviews where status = 'pending'`);
    const answered = await count(`select count(*) from public.expert_inquiries where status = 'answered'`);
    const removedIds = await q<{ table_name: string; id: string }>(
      `select 'chat_sessions' as table_name, id::text from public.chat_sessions
        where coalesce(last_message_at, started_at) < $1::timestamptz - interval '180 days'
       union all select 'reviews', id::text from public.reviews
        where status in ('rejected', 'spam') and coalesce(moderated_at, updated_at) < $1::timestamptz - interval '90 days'
       union all select 'expert_inquiries', id::text from public.expert_inquiries
        where status = 'closed' and coalesce(closed_at, updated_at) < $1::timestamptz - interval '365 days'`,
      [NOW],
    );

    await q('select private.apply_retention(false, $1, $2, $3)', [NOW, 'admin', 3]);

    for (const [key, sql] of Object.entries(PAST)) expect(await count(sql, [NOW]), key).toBe(0);
    expect(
      await count(
        `select count(*) from public.chat_sessions where visitor_id like '%${MARK}%' and last_message_at >= $1::timestamptz - interval '180 days'`,
        [NOW],
      ),
    ).toBe(insideChats);
    expect(await count(`select count(*) from public.reviews where status = 'pending'`)).toBe(pending);
    expect(await count(`select count(*) from public.expert_inquiries where status = 'answered'`)).toBe(
      answered,
    );
    // Inside their period: a rejected review of 89 days and a closed inquiry of 364 days stay, with their e-mail.
    expect(
      await count(`select count(*) from public.reviews where author_email = 'rev7rejected@${MARK}'`),
    ).toBe(1);
    expect(
      await count(`select count(*) from public.expert_inquiries where email = 'inq3closed@${MARK}'`),
    ).toBe(1);
    // An approved review stays, its e-mail gone, here and in its history.
    expect(
      await count(
        `select count(*) from public.reviews where author_name = 'Skribent 0' and status = 'approved' and author_email is null`,
      ),
    ).toBe(1);
    expect(
      await count(
        `select count(*) from public.audit_log where changed_fields::text like '%rev0approved@${MARK}%'`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from public.audit_log where changed_fields::text like '%rev11approved@${MARK}%'`,
      ),
    ).toBeGreaterThan(0);
    // Removed records leave no audit rows.
    for (const table of ['chat_sessions', 'reviews', 'expert_inquiries']) {
      const ids = removedIds.filter((r) => r.table_name === table).map((r) => r.id);
      expect(ids.length, table).toBeGreaterThan(0);
      expect(
        await count('select count(*) from public.audit_log where table_name = $1 and row_id = any($2)', [
          table,
          ids,
        ]),
      ).toBe(0);
    }
    expect(
      await count(
        `select count(*) from public.audit_log where changed_fields::text like '%visitor-${MARK}-0"%'`,
      ),
    ).toBe(0);
    expect(await catalogueHistory()).toEqual(history);
  });

  it('is idempotent: a second run finds nothing', async () => {
    const again = (
      await q<{ result: Array<{ key: string; rows: number }> }>(
        'select private.apply_retention(false, $1) as result',
        [NOW],
      )
    )[0].result;
    expect(again.filter((r) => r.key !== 'job_runs').every((r) => Number(r.rows) === 0)).toBe(true);
  });

  it('runs as the daily job in batches of short transactions, later at a later date', async () => {
    const later = new Date(NOW.getTime() + 400 * DAY);
    const client = await openClient(db.server, 'postgres');
    try {
      if (db.server.sharedSession) await client.query('set session authorization postgres');
      await client.query('call private.run_retention_job($1, 2)', [later]);
      if (db.server.sharedSession) await client.query('set session authorization supabase_admin');
    } finally {
      await client.end();
    }
    for (const [key, sql] of Object.entries(PAST)) expect(await count(sql, [later]), key).toBe(0);
    const runs = await q<{ rule_key: string; batches: number }>(
      `select rule_key, batches from public.retention_runs where triggered_by = 'cron' and as_of = $1`,
      [later],
    );
    expect(runs.length).toBe(9);
    expect(Math.max(...runs.map((r) => r.batches))).toBeGreaterThan(1);
  });

  it('is scheduled daily with pg_cron, as postgres', async () => {
    expect(await q("select schedule, command, username from cron.job where jobname = 'gallring'")).toEqual([
      { schedule: '15 3 * * *', command: 'call private.run_retention_job()', username: 'postgres' },
    ]);
  });

  it("keeps the rules within their bounds and what a rule is out of an admin RPC caller's reach", async () => {
    await expect(
      q("update public.retention_rules set keep_days = 5 where key = 'chat_sessions'"),
    ).rejects.toThrow(/retention_rules_keep_days_bounds/);
    await expect(
      db.sql.transaction(async (tx) => {
        await tx.query('set local role authenticated');
        await tx.query('select public.run_retention(true)');
      }),
    ).rejects.toThrow(/Endast administratörer/);
  });
});
