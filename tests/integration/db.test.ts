import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import type { AdminDatabase } from '../../supabase/local/db.ts';
import { MIGRATIONS_DIR, SEED_FILE, migrate } from '../../supabase/local/migrate.ts';
import type { SqlClient } from '../../supabase/local/sql-client.ts';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND, openMigratedTestDatabase, openTestDatabase, startTestStack } from './backends.ts';
import { DEMO_PASSWORD } from '../helpers';
import { REVIEW_STATUSES } from '../../src/resources/reviews/reviewStatuses';
import { INQUIRY_STATUSES } from '../../src/resources/inquiries/inquiryStatuses';
import { EDITORIAL_STATUSES } from '../../src/components/editorial/editorialStatuses';

describe(`constraints (${BACKEND})`, () => {
  let opened: AdminDatabase;
  let db: SqlClient;
  beforeAll(async () => {
    opened = await openMigratedTestDatabase();
    db = opened.sql;
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('every status the database allows has a Swedish name and a colour in the app, and no other', async () => {
    for (const [table, list] of [
      ['reviews', REVIEW_STATUSES],
      ['expert_inquiries', INQUIRY_STATUSES],
      ['news_articles', EDITORIAL_STATUSES],
      ['blog_posts', EDITORIAL_STATUSES],
    ] as const) {
      const { rows } = await db.query<{ def: string }>(
        `select pg_get_constraintdef(oid) as def from pg_constraint
          where conrelid = $1::regclass and conname = $2`,
        [`public.${table}`, `${table}_status_valid`],
      );
      expect(rows, table).toHaveLength(1);
      const allowed = [...rows[0].def.matchAll(/'([^']+)'::text/g)].map((m) => m[1]);
      expect(list.map((s) => s.id).sort(), table).toEqual(allowed.sort());
      for (const status of list) expect(status.color, `${table} ${status.id}`).toBeTruthy();
    }
  });

  const card = (overrides: Record<string, unknown>) => {
    const row: Record<string, unknown> = {
      name: 'Testkort',
      slug: 'testkort',
      bank_id: 1,
      network_id: 1,
      ...overrides,
    };
    const columns = Object.keys(row);
    return {
      sql: `insert into public.credit_cards (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      params: Object.values(row),
    };
  };

  const rejects = async (sql: string, params: unknown[], constraint: string) => {
    const before = await db.query<{ n: number }>('select count(*)::int as n from public.audit_log');
    await expect(db.query(sql, params)).rejects.toThrow(constraint);
    const after = await db.query<{ n: number }>('select count(*)::int as n from public.audit_log');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  };

  it.each([
    [{ is_published: true }, 'credit_cards_published_requires_example'],
    [{ nominal_rate_min: 20, nominal_rate_max: 10 }, 'credit_cards_nominal_rate_order'],
    [{ credit_limit_min: 50000, credit_limit_max: 10000 }, 'credit_cards_credit_limit_order'],
    [{ annual_fee: -1 }, 'credit_cards_annual_fee_non_negative'],
    [{ currency_surcharge_percent: 101 }, 'credit_cards_currency_surcharge_percent_range'],
    [{ interest_free_days: 61 }, 'credit_cards_interest_free_days_range'],
    [{ min_age: 17 }, 'credit_cards_min_age_range'],
    [{ editor_rating: 5.5 }, 'credit_cards_editor_rating_range'],
    [{ slug: 'Inte En Slug' }, 'credit_cards_slug_format'],
    [{ slug: 'seb-classic-1' }, 'credit_cards_slug_key'],
    [{ highlights: ['a', 'b', 'c', 'd'] }, 'credit_cards_highlights_max_3'],
    [{ apply_url: 'javascript:alert(1)' }, 'credit_cards_apply_url_http'],
    [{ bank_id: 9999 }, 'credit_cards_bank_id_fkey'],
    [{ name: null }, 'null value in column "name"'],
  ])('a card with %o is refused by %s and nothing is written', async (overrides, constraint) => {
    const { sql, params } = card(overrides);
    await rejects(sql, params, constraint);
    const count = await db.query<{ n: number }>(
      `select count(*)::int as n from public.credit_cards where name = 'Testkort'`,
    );
    expect(count.rows[0].n).toBe(0);
  });

  it.each([
    [
      "insert into public.reviews (card_id, rating, body, author_name) values (1, 6, 'x', 'y')",
      'reviews_rating_range',
    ],
    [
      "insert into public.reviews (card_id, rating, body, author_name, status) values (1, 3, 'x', 'y', 'rejected')",
      'reviews_rejection_requires_reason',
    ],
    [
      "insert into public.reviews (card_id, rating, body, author_name, status) values (1, 3, 'x', 'y', 'ok')",
      'reviews_status_valid',
    ],
    [
      "insert into public.expert_inquiries (name, email, question, status) values ('a', 'a@example.se', 'q', 'answered')",
      'expert_inquiries_answered_requires_answer',
    ],
    [
      "insert into public.expert_inquiries (name, email, question) values ('a', 'inte-en-adress', 'q')",
      'expert_inquiries_email_format',
    ],
    [
      "insert into public.banks (name, slug, org_number) values ('Ny', 'ny', '123')",
      'banks_org_number_format',
    ],
    ["insert into public.banks (name, slug) values ('SEB', 'seb-2')", 'banks_name_key'],
    [
      "insert into public.cookie_consents (policy_version, functional, analytics, marketing, action, necessary) values ('1', false, false, false, 'reject_all', false)",
      'cookie_consents_necessary_always',
    ],
    [
      "insert into public.cookie_consents (policy_version, functional, analytics, marketing, action, ip_hash) values ('1', false, false, false, 'reject_all', '192.168.1.20')",
      'cookie_consents_ip_not_whole',
    ],
    [
      "insert into public.cookie_consents (policy_version, functional, analytics, marketing, action) values ('1', false, true, false, 'accept_all')",
      'cookie_consents_accept_all_consistent',
    ],
    [
      "insert into public.news_articles (title, slug, status) values ('x', 'x-1', 'published')",
      'news_articles_published_requires_date',
    ],
    [
      "insert into public.chat_messages (session_id, role, content) values (1, 'bot', 'x')",
      'chat_messages_role_valid',
    ],
    ['delete from public.banks where id = 1', 'credit_cards_bank_id_fkey'],
  ])('%s is refused by %s', async (sql, constraint) => {
    await rejects(sql, [], constraint);
  });

  it('keeps the consent log and the audit log append-only even for the table owner', async () => {
    await expect(
      db.query('update public.cookie_consents set locale = $1 where id = 1', ['en']),
    ).rejects.toThrow('bara kan läggas till');
    await expect(db.query('delete from public.audit_log where id = 1')).rejects.toThrow(
      'bara kan läggas till',
    );
  });
});

describe(`audit log (${BACKEND})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('records one row with the changed fields for an admin update, and nobody can change it', async () => {
    const admin = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    await admin.auth.signInWithPassword({ email: 'admin@example.se', password: DEMO_PASSWORD });
    const { error } = await admin.from('credit_cards').update({ extra_card_fee: 345 }).eq('id', 2);
    expect(error).toBeNull();
    const { data: rows } = await admin
      .from('audit_log')
      .select('*')
      .eq('table_name', 'credit_cards')
      .eq('row_id', '2')
      .eq('action', 'UPDATE');
    expect(rows).toHaveLength(1);
    expect(rows![0].actor_id).toBe('a0000000-0000-4000-8000-000000000001');
    expect(Object.keys(rows![0].changed_fields)).toEqual(['extra_card_fee']);
    expect(rows![0].changed_fields.extra_card_fee.new).toBe(345);

    const update = await admin
      .from('audit_log')
      .update({ table_name: 'x' }, { count: 'exact' })
      .eq('id', rows![0].id);
    expect(update.count ?? 0).toBe(0);
    const remove = await admin.from('audit_log').delete({ count: 'exact' }).eq('id', rows![0].id);
    expect(remove.count ?? 0).toBe(0);
    const service = createClient(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });
    const serviceDelete = await service.from('audit_log').delete().eq('id', rows![0].id);
    expect(serviceDelete.error?.message).toContain('bara kan läggas till');
  });
});

describe(`migrations (${BACKEND})`, () => {
  it('apply cleanly to an empty database, twice in a row', async () => {
    for (let run = 0; run < 2; run++) {
      const server = await openTestDatabase();
      try {
        const result = await migrate(server, { seed: true });
        expect(result.applied.length).toBeGreaterThan(0);
        expect(result.seeded).toBe(true);
        const again = await migrate(server, { seed: true });
        expect(again).toEqual({ applied: [], seeded: false });
      } finally {
        await server.stop();
      }
    }
  });

  it('contain nothing a hosted Supabase project would reject', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).map((f) => join(MIGRATIONS_DIR, f));
    for (const file of [...files, SEED_FILE]) {
      // pg_cron goes in pg_catalog on a hosted project, as Supabase's docs create it; every other extension in `extensions`.
      const sql = (await readFile(file, 'utf8'))
        .replace(/--.*$/gm, '')
        .replace(/\bcreate\s+extension\s+if\s+not\s+exists\s+pg_cron\s+with\s+schema\s+pg_catalog\s*;/gi, '');
      expect(sql, file).not.toMatch(
        /\b(create|alter|drop)\s+(table|function|type|schema)\s+(if\s+not\s+exists\s+)?auth\./i,
      );
      expect(sql, file).not.toMatch(
        /\bcreate\s+role\b|\balter\s+role\b|\balter\s+system\b|\bcreate\s+database\b/i,
      );
      expect(sql, file).not.toMatch(/\bcreate\s+extension\b(?![^;]*\bwith\s+schema\s+extensions\b)/i);
      expect(sql, file).not.toMatch(/\bsecurity\s+definer\b(?![^$]*?set\s+search_path)/i);
    }
  });
});
