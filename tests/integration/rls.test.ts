import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { DEMO_PASSWORD } from '../helpers';
import { personas } from './personas.ts';
import { withTestStack } from './stack-fixture.ts';

type Persona = 'anon' | 'user' | 'admin' | 'mfaAdminAal1' | 'mfaAdminAal2';
type Operation = 'select' | 'insert' | 'update' | 'delete';
type Key = Record<string, string | number>;

const PERSONAS: Persona[] = ['anon', 'user', 'admin', 'mfaAdminAal1', 'mfaAdminAal2'];
const OPERATIONS: Operation[] = ['select', 'insert', 'update', 'delete'];

/** Tables admins write that are no resource of their own: a card's categories, chat messages, roles. */
const ADMIN_WRITTEN = ['card_categories', 'chat_messages', 'user_roles'];
/** Managed tables the public cannot read: inquiries, chats and roles. */
const PRIVATE = new Set([
  'expert_inquiries',
  'chat_sessions',
  'chat_messages',
  'user_roles',
  'retention_rules',
  'credit_rule_sets',
  'card_change_proposals',
  'approval_settings',
]);
/** The link check's results and runs: admins read them, only the check's definer functions write them. */
const LINK_CHECK_TABLES = ['link_check_runs', 'link_checks'];
const PUBLIC_INSERT = new Set([
  'reviews',
  'expert_inquiries',
  'chat_sessions',
  'chat_messages',
  'cookie_consents',
]);
// From the database (private.managed_tables, filled by private.manage_table) once the stack runs: the editable
// managed tables and ADMIN_WRITTEN are admin-written, the append-only ones (the consent log) logs. A newly managed
// table is in the matrix without an edit here and fails until newRow and PATCH have its row.
let MANAGED: string[] = [];
let PUBLIC_READ = new Set<string>();
let TABLES: string[] = [];

/** The policy the migrations are meant to implement, written out cell by cell. */
function expected(table: string, persona: Persona, operation: Operation): boolean {
  const isAdmin = persona === 'admin' || persona === 'mfaAdminAal1' || persona === 'mfaAdminAal2';
  const mayWrite = persona === 'admin' || persona === 'mfaAdminAal2';
  if (table === 'audit_log' || LINK_CHECK_TABLES.includes(table)) return operation === 'select' && isAdmin;
  // Any admin (also aal1) says which record they have open; nobody changes another admin's session row.
  if (table === 'editing_sessions') return (operation === 'select' || operation === 'insert') && isAdmin;
  if (table === 'cookie_consents') return operation === 'insert' || (operation === 'select' && isAdmin);
  // The rules are the migration's: admins change how long and whether on, never add or remove one.
  if (table === 'retention_rules')
    return operation === 'select' ? isAdmin : operation === 'update' && mayWrite;
  // One row of settings: admins switch it, nobody adds or removes it (20261129006100).
  if (table === 'approval_settings')
    return operation === 'select' ? isAdmin : operation === 'update' && mayWrite;
  // The clean-up's record: only the clean-up writes it.
  if (table === 'retention_runs') return operation === 'select' && isAdmin;
  if (operation === 'select') return isAdmin || PUBLIC_READ.has(table);
  if (operation === 'insert') return mayWrite || (!isAdmin && PUBLIC_INSERT.has(table));
  return mayWrite;
}

let counter = 0;
let uniqueDays = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

describe('row-level security matrix through PostgREST', () => {
  let stack: Stack;
  let service: SupabaseClient;
  const clients = {} as Record<Persona, SupabaseClient>;
  let recentSessionId = 0;
  let linkCheckRunId = 0;
  const spareUsers: string[] = [];

  const freshCard = async () => {
    const slug = `kort-${unique()}`;
    const { data, error } = await service
      .from('credit_cards')
      .insert({ name: slug, slug, bank_id: 1, network_id: 1 })
      .select('id')
      .single();
    if (error) throw error;
    return data.id as number;
  };

  const newRow = async (table: string): Promise<Record<string, unknown>> => {
    const id = unique();
    switch (table) {
      case 'banks':
      case 'networks':
      case 'categories':
        return { name: `Test ${id}`, slug: `test-${id}` };
      case 'credit_cards':
        return { name: `Kort ${id}`, slug: `kort-${id}`, bank_id: 1, network_id: 1 };
      case 'card_categories':
        return { card_id: await freshCard(), category_id: 1 };
      case 'reviews':
        return { card_id: 1, rating: 4, body: 'Bra kort', author_name: 'Test' };
      case 'expert_inquiries':
        return { name: 'Test', email: `t${id}@example.se`, question: 'Vilket kort?' };
      case 'chat_sessions':
        return { visitor_id: `besokare-${id}` };
      case 'chat_messages':
        return { session_id: recentSessionId, role: 'user', content: 'Hej' };
      case 'news_articles':
      case 'blog_posts':
        return { title: `Rubrik ${id}`, slug: `rubrik-${id}` };
      case 'user_roles':
        return { user_id: spareUsers.pop(), role: 'editor' };
      case 'cookie_consents':
        return {
          policy_version: '2026-09',
          functional: false,
          analytics: false,
          marketing: false,
          action: 'reject_all',
        };
      case 'audit_log':
        return { table_name: 'banks', action: 'INSERT' };
      case 'editing_sessions':
        return { user_id: spareUsers[0], resource: 'cards', record_id: id };
      case 'site_texts':
        return { key: 'credit_warning', title: `Varning ${id}`, body: '<p>Text</p>', version_label: id };
      case 'link_check_runs':
        return { finished_at: new Date().toISOString() };
      case 'link_checks':
        return {
          run_id: linkCheckRunId,
          card_id: await freshCard(),
          url: `https://example.se/${id}`,
          outcome: 'ok',
          response_ms: 12,
          checked_at: new Date().toISOString(),
        };
      case 'retention_runs':
        return {
          rule_key: 'chat_sessions',
          dry_run: true,
          rows_affected: 0,
          batches: 1,
          duration_ms: 1,
          as_of: new Date().toISOString(),
          triggered_by: 'admin',
        };
      case 'retention_rules':
        return {
          key: 'chat_sessions',
          name: 'Ny',
          description: 'Ny',
          action: 'delete',
          keep_days: 30,
          min_days: 1,
          max_days: 60,
        };
      case 'reference_rates':
      case 'credit_rule_sets': {
        // valid_from is unique: a day of its own, far ahead of the seeded rows.
        const day = new Date(Date.UTC(2100, 0, 1) + uniqueDays++ * 86_400_000).toISOString().slice(0, 10);
        return table === 'reference_rates'
          ? { valid_from: day, rate: 2, source: `Test ${id}` }
          : { valid_from: day, name: `Test ${id}`, legal_source: 'Test', interest_margin_pp: 20 };
      }
      case 'card_change_proposals':
        // proposed_by: the caller (the guard trigger sets it); the service role names an admin.
        return { card_id: 1, base_version: 1, changes: { sort_rank: 7 }, proposed_by: spareUsers[1] };
      case 'approval_settings':
        return { id: true };
      default:
        throw new Error(`no matrix row for ${table}: add it to newRow and PATCH in rls.test.ts`);
    }
  };

  const PATCH: Record<string, Record<string, unknown>> = {
    banks: { description: 'ändrad' },
    networks: { acceptance_note: 'ändrad' },
    categories: { description: 'ändrad' },
    credit_cards: { short_description: 'ändrad' },
    card_categories: { created_at: new Date().toISOString() },
    reviews: { title: 'ändrad' },
    expert_inquiries: { internal_note: 'ändrad' },
    chat_sessions: { feedback: 'ändrad' },
    chat_messages: { content: 'ändrad' },
    news_articles: { excerpt: 'ändrad' },
    blog_posts: { excerpt: 'ändrad' },
    user_roles: { role: 'editor' },
    cookie_consents: { locale: 'en-GB' },
    audit_log: { table_name: 'ändrad' },
    editing_sessions: { record_id: 'ändrad' },
    reference_rates: { source: 'ändrad' },
    credit_rule_sets: { name: 'ändrad' },
    site_texts: { title: 'ändrad' },
    link_check_runs: { links: 3 },
    link_checks: { outcome: 'broken' },
    retention_rules: { keep_days: 200 },
    retention_runs: { rows_affected: 1 },
    card_change_proposals: { reason: 'ändrad' },
    approval_settings: { admin_terms_need_approval: false },
  };

  const keyOf = (table: string, row: Record<string, unknown>): Key =>
    table === 'card_categories'
      ? { card_id: row.card_id as number, category_id: row.category_id as number }
      : table === 'user_roles'
        ? { user_id: row.user_id as string }
        : table === 'editing_sessions'
          ? { user_id: row.user_id as string, resource: 'cards', record_id: row.record_id as string }
          : { id: row.id as number };

  /** A row only the service role created, for update and delete attempts. */
  const sacrificialRow = async (table: string): Promise<Key> => {
    if (['audit_log', 'cookie_consents', 'retention_rules', 'approval_settings'].includes(table)) {
      const { data } = await service.from(table).select('id').limit(1).single();
      return { id: data!.id };
    }
    const { data, error } = await service
      .from(table)
      .insert(await newRow(table))
      .select()
      .single();
    if (error) throw new Error(`${table}: ${error.message}`);
    return keyOf(table, data);
  };

  const attempt = async (client: SupabaseClient, table: string, operation: Operation): Promise<boolean> => {
    if (operation === 'select') {
      const { data, error } = await client.from(table).select('*').limit(5);
      return !error && (data?.length ?? 0) > 0;
    }
    if (operation === 'insert') {
      const { error } = await client.from(table).insert(await newRow(table));
      return !error;
    }
    const key = await sacrificialRow(table);
    if (operation === 'update') {
      const { error, count } = await client.from(table).update(PATCH[table], { count: 'exact' }).match(key);
      return !error && (count ?? 0) > 0;
    }
    const { error, count } = await client.from(table).delete({ count: 'exact' }).match(key);
    const { count: remaining } = await service
      .from(table)
      .select('*', { count: 'exact', head: true })
      .match(key);
    return !error && (count ?? 0) > 0 && remaining === 0;
  };

  withTestStack(async (started) => {
    stack = started;
    const managed = await stack.sql.query<{ name: string; kind: string }>(
      `select c.relname as name, m.kind from private.managed_tables m join pg_class c on c.oid = m.relid
        order by 1`,
    );
    const ofKind = (kind: string) => managed.rows.filter((row) => row.kind === kind).map((row) => row.name);
    MANAGED = [...ofKind('editable'), ...ADMIN_WRITTEN];
    PUBLIC_READ = new Set(MANAGED.filter((table) => !PRIVATE.has(table)));
    TABLES = [
      ...MANAGED,
      ...ofKind('append_only'),
      'audit_log',
      'editing_sessions',
      ...LINK_CHECK_TABLES,
      'retention_runs',
    ];
    // A dry run of the clean-up, so that the runs' record has a row to read.
    await stack.sql.query('select private.apply_retention(true)');
    expect(ofKind('append_only')).toEqual(['cookie_consents']);
    // One client per persona; mfa-admin@example.se is an admin with a verified TOTP factor.
    const { service: serviceRole, ...signedIn } = await personas(stack);
    service = serviceRole;
    Object.assign(clients, signedIn);
    for (let i = 0; i < 20; i++) {
      const spare = await service.auth.admin.createUser({
        email: `spare${i}@example.se`,
        password: DEMO_PASSWORD,
        email_confirm: true,
      });
      spareUsers.push(spare.data.user!.id);
    }
    const session = await service
      .from('chat_sessions')
      .insert({ visitor_id: 'rls-test' })
      .select('id')
      .single();
    recentSessionId = session.data!.id;
    const run = await service
      .from('link_check_runs')
      .insert(await newRow('link_check_runs'))
      .select('id')
      .single();
    linkCheckRunId = run.data!.id;
    await service.from('link_checks').insert(await newRow('link_checks'));
    const level = await clients.mfaAdminAal1.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('allows and denies exactly what the policy says for every table, persona and operation', async () => {
    const mismatches: string[] = [];
    let allowed = 0;
    let denied = 0;
    for (const table of TABLES) {
      for (const persona of PERSONAS) {
        for (const operation of OPERATIONS) {
          const want = expected(table, persona, operation);
          const got = await attempt(clients[persona], table, operation);
          if (want) allowed++;
          else denied++;
          if (want !== got)
            mismatches.push(`${table} × ${persona} × ${operation}: expected ${want}, got ${got}`);
        }
      }
    }
    console.log(`RLS matrix: ${allowed + denied} cells, ${allowed} allowed, ${denied} denied`);
    expect(mismatches).toEqual([]);
    expect(allowed + denied).toBe(TABLES.length * PERSONAS.length * OPERATIONS.length);
  });

  it('allows and denies exactly the storage policies: site-images read by admins, written with the aal2 rule', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const admin = service.storage.from('site-images');
    const mismatches: string[] = [];
    for (const persona of PERSONAS) {
      const isAdmin = persona === 'admin' || persona === 'mfaAdminAal1' || persona === 'mfaAdminAal2';
      const mayWrite = persona === 'admin' || persona === 'mfaAdminAal2';
      const bucket = clients[persona].storage.from('site-images');
      const existing = `rls/${persona}-${unique()}.png`;
      await admin.upload(existing, png, { contentType: 'image/png' });
      const cells: Array<[string, boolean, boolean]> = [];
      const listed = await bucket.list('rls');
      cells.push(['select', isAdmin, !listed.error && (listed.data?.length ?? 0) > 0]);
      const inserted = await bucket.upload(`rls/new-${unique()}.png`, png, { contentType: 'image/png' });
      cells.push(['insert', mayWrite, !inserted.error]);
      const updated = await bucket.update(existing, png, { contentType: 'image/png', cacheControl: '5' });
      cells.push(['update', mayWrite, !updated.error]);
      const removed = await bucket.remove([existing]);
      cells.push(['delete', mayWrite, (removed.data?.length ?? 0) === 1]);
      const buckets = await clients[persona].storage.listBuckets();
      cells.push(['list buckets', false, (buckets.data?.length ?? 0) > 0]);
      for (const [operation, want, got] of cells)
        if (want !== got)
          mismatches.push(`storage × ${persona} × ${operation}: expected ${want}, got ${got}`);
    }
    expect(mismatches).toEqual([]);
    expect((await service.storage.listBuckets()).data?.map((b) => b.id)).toEqual(['site-images']);
  });

  it('has a matrix row for every table in the public schema, each with row-level security on', async () => {
    const { rows } = await stack.sql.query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((row) => row.name).filter((name) => !TABLES.includes(name))).toEqual([]);
    expect(rows.filter((row) => !row.rls).map((row) => row.name)).toEqual([]);
  });

  it('forces visitor reviews and inquiries to pending whatever they send', async () => {
    await clients.anon.from('reviews').insert({
      card_id: 1,
      rating: 5,
      body: 'Fejk',
      author_name: 'X',
      status: 'approved',
      is_verified: true,
      verification_method: 'x',
    });
    const review = await stack.sql.query<{ status: string; is_verified: boolean }>(
      `select status, is_verified from public.reviews where body = 'Fejk'`,
    );
    expect(review.rows).toEqual([{ status: 'pending', is_verified: false }]);
    await clients.user.from('expert_inquiries').insert({
      name: 'X',
      email: 'x@example.se',
      question: 'Fejkad',
      status: 'answered',
      answer: 'ja',
    });
    const inquiry = await stack.sql.query<{ status: string; answer: string | null }>(
      `select status, answer from public.expert_inquiries where question = 'Fejkad'`,
    );
    expect(inquiry.rows).toEqual([{ status: 'pending', answer: null }]);
  });
});
