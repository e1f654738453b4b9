import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { DEMO_PASSWORD } from '../helpers';
import { EDITOR_EMAIL, personas, signedIn } from './personas.ts';
import { withTestStack } from './stack-fixture.ts';

type Persona = 'anon' | 'user' | 'editor' | 'admin' | 'mfaAdminAal1' | 'mfaAdminAal2';
type Operation = 'select' | 'insert' | 'update' | 'delete';
type Key = Record<string, string | number>;

const PERSONAS: Persona[] = ['anon', 'user', 'editor', 'admin', 'mfaAdminAal1', 'mfaAdminAal2'];
const OPERATIONS: Operation[] = ['select', 'insert', 'update', 'delete'];
const STAFF: Persona[] = ['editor', 'admin', 'mfaAdminAal1', 'mfaAdminAal2'];
const ADMINS: Persona[] = ['admin', 'mfaAdminAal1', 'mfaAdminAal2'];
/** Admins who may write: without a factor, or at aal2 with one. */
const ADMIN_WRITERS: Persona[] = ['admin', 'mfaAdminAal2'];
const SIGNED_IN: Persona[] = PERSONAS.filter((persona) => persona !== 'anon');

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
/** What the back office shows editors (20261129005100_editor_rls.sql): the catalogue, content and their history. */
const EDITOR_READS = new Set([
  'banks',
  'networks',
  'categories',
  'credit_cards',
  'card_categories',
  'news_articles',
  'blog_posts',
  'site_texts',
  'reference_rates',
  'credit_rule_sets',
  'audit_log',
  'editing_sessions',
  'saved_views',
  'card_change_proposals',
]);
/** Drafts editors insert and update (the matrix's rows are drafts and unpublished cards); never delete. */
const EDITOR_DRAFTS = new Set(['credit_cards', 'news_articles', 'blog_posts', 'site_texts']);
// From the database (private.managed_tables, filled by private.manage_table) once the stack runs: the editable
// managed tables and ADMIN_WRITTEN are admin-written, the append-only ones (the consent log) logs. A newly managed
// table is in the matrix without an edit here and fails until newRow and PATCH have its row.
let MANAGED: string[] = [];
let PUBLIC_READ = new Set<string>();
let TABLES: string[] = [];

/** The editor's cells: EDITOR_READS, drafts, an unpublished card's categories, their own role, what visitors do. */
function editorMay(table: string, operation: Operation): boolean {
  if (operation === 'select')
    return (
      EDITOR_READS.has(table) || PUBLIC_READ.has(table) || table === 'user_roles' || table === 'card_offers'
    );
  // Their own views and proposals (issue 35): an editor saves a view and proposes a change, decides nothing.
  if (table === 'saved_views' || table === 'card_change_proposals') return operation === 'insert';
  if (table === 'editing_sessions') return operation === 'insert';
  if (table === 'card_categories') return operation === 'insert' || operation === 'delete';
  if (EDITOR_DRAFTS.has(table)) return operation === 'insert' || operation === 'update';
  // An editor is a signed-in visitor for what the public site sends.
  return operation === 'insert' && PUBLIC_INSERT.has(table);
}

/** The policy the migrations are meant to implement, written out cell by cell. */
function expected(table: string, persona: Persona, operation: Operation): boolean {
  if (persona === 'editor') return editorMay(table, operation);
  const isAdmin = persona === 'admin' || persona === 'mfaAdminAal1' || persona === 'mfaAdminAal2';
  const mayWrite = persona === 'admin' || persona === 'mfaAdminAal2';
  if (table === 'audit_log' || LINK_CHECK_TABLES.includes(table)) return operation === 'select' && isAdmin;
  // Any admin (also aal1) says which record they have open; nobody changes another admin's session row.
  if (table === 'editing_sessions') return (operation === 'select' || operation === 'insert') && isAdmin;
  if (table === 'cookie_consents') return operation === 'insert' || (operation === 'select' && isAdmin);
  // The rules are the migration's: admins change how long and whether on, never add or remove one.
  if (table === 'retention_rules')
    return operation === 'select' ? isAdmin : operation === 'update' && mayWrite;
  // Shared views (issue 35): staff read their own and the shared ones and save their own; the rows tried for
  // update and delete belong to another user, which nobody may change.
  if (table === 'saved_views') return operation === 'select' ? isAdmin : operation === 'insert' && mayWrite;
  // One row of settings: admins switch it, nobody adds or removes it (20261129006100).
  if (table === 'approval_settings')
    return operation === 'select' ? isAdmin : operation === 'update' && mayWrite;
  // The clean-up's record: only the clean-up writes it.
  if (table === 'retention_runs') return operation === 'select' && isAdmin;
  // The offers the public reads: kept by a trigger from credit_cards, written by no API role (20261129008000).
  if (table === 'card_offers') return operation === 'select';
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
      case 'saved_views':
        return { resource: 'reviews', name: `Vy ${id}`, filter: { status: 'pending' } };
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
      case 'card_offers':
        return { card_id: await freshCard(), offer: `Erbjudande ${id}` };
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
    saved_views: { name: 'ändrad' },
    card_offers: { offer: 'ändrad' },
    card_change_proposals: { reason: 'ändrad' },
    approval_settings: { admin_terms_need_approval: false },
  };

  const keyOf = (table: string, row: Record<string, unknown>): Key =>
    table === 'card_offers'
      ? { card_id: row.card_id as number }
      : table === 'card_categories'
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
    const owner = table === 'saved_views' ? { owner_id: spareUsers[1], shared: true } : {};
    const { data, error } = await service
      .from(table)
      .insert({ ...(await newRow(table)), ...owner })
      .select()
      .single();
    if (error) throw new Error(`${table}: ${error.message}`);
    return keyOf(table, data);
  };

  /** Whether the operation went through, and the SQLSTATE when the database refused it with an error. */
  const attempt = async (
    client: SupabaseClient,
    table: string,
    operation: Operation,
  ): Promise<{ ok: boolean; code?: string }> => {
    if (operation === 'select') {
      // anon reads every column of a card but the raw offer (20261129008000), so `*` is refused for it.
      const columns = table === 'credit_cards' ? 'id' : '*';
      const { data, error } = await client.from(table).select(columns).limit(5);
      return { ok: !error && (data?.length ?? 0) > 0, code: error?.code };
    }
    if (operation === 'insert') {
      const { error } = await client.from(table).insert(await newRow(table));
      return { ok: !error, code: error?.code };
    }
    const key = await sacrificialRow(table);
    if (operation === 'update') {
      const { error, count } = await client.from(table).update(PATCH[table], { count: 'exact' }).match(key);
      return { ok: !error && (count ?? 0) > 0, code: error?.code };
    }
    const { error, count } = await client.from(table).delete({ count: 'exact' }).match(key);
    const { count: remaining } = await service
      .from(table)
      .select('*', { count: 'exact', head: true })
      .match(key);
    return { ok: !error && (count ?? 0) > 0 && remaining === 0, code: error?.code };
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
      'card_offers',
    ];
    // A dry run of the clean-up, so that the runs' record has a row to read.
    await stack.sql.query('select private.apply_retention(true)');
    expect(ofKind('append_only')).toEqual(['cookie_consents']);
    // One client per persona; mfa-admin@example.se is an admin with a verified TOTP factor.
    const { service: serviceRole, ...others } = await personas(stack);
    service = serviceRole;
    Object.assign(clients, others, { editor: await signedIn(stack, EDITOR_EMAIL) });
    for (let i = 0; i < 20; i++) {
      const spare = await service.auth.admin.createUser({
        email: `spare${i}@example.se`,
        password: DEMO_PASSWORD,
        email_confirm: true,
      });
      spareUsers.push(spare.data.user!.id);
    }
    // A view another user shared, for the staff's select cells.
    await service
      .from('saved_views')
      .insert({ ...(await newRow('saved_views')), owner_id: spareUsers[1], shared: true });
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
          const { ok: got, code } = await attempt(clients[persona], table, operation);
          if (want) allowed++;
          else denied++;
          if (want !== got)
            mismatches.push(`${table} × ${persona} × ${operation}: expected ${want}, got ${got}`);
          // An editor's refused change of what they can see is an error (42501), not a silent "0 rows".
          // (Another user's presence row and private view are hidden from admins and editors alike.)
          const visible =
            (EDITOR_READS.has(table) || PUBLIC_READ.has(table)) &&
            table !== 'editing_sessions' &&
            table !== 'saved_views';
          if (persona === 'editor' && !want && operation !== 'select' && visible && code !== '42501')
            mismatches.push(
              `${table} × editor × ${operation}: refused without 42501 (${code ?? 'no error'})`,
            );
        }
      }
    }
    console.log(`RLS matrix: ${allowed + denied} cells, ${allowed} allowed, ${denied} denied`);
    expect(mismatches).toEqual([]);
    expect(allowed + denied).toBe(TABLES.length * PERSONAS.length * OPERATIONS.length);
  });

  it('allows and denies exactly the storage policies: site-images read by staff, uploaded by editors too, replaced and deleted by admins with the aal2 rule', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const admin = service.storage.from('site-images');
    const mismatches: string[] = [];
    for (const persona of PERSONAS) {
      // Editors see the images and upload new ones (for posts); replacing and deleting stay with admins.
      const seesImages = STAFF.includes(persona);
      const mayWrite = ADMIN_WRITERS.includes(persona);
      const mayUpload = mayWrite || persona === 'editor';
      const bucket = clients[persona].storage.from('site-images');
      const existing = `rls/${persona}-${unique()}.png`;
      await admin.upload(existing, png, { contentType: 'image/png' });
      const cells: Array<[string, boolean, boolean]> = [];
      const listed = await bucket.list('rls');
      cells.push(['select', seesImages, !listed.error && (listed.data?.length ?? 0) > 0]);
      const inserted = await bucket.upload(`rls/new-${unique()}.png`, png, { contentType: 'image/png' });
      cells.push(['insert', mayUpload, !inserted.error]);
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

  /**
   * Every function PostgREST exposes (schema public), with who may call it and one call of it. A new function
   * without a row here fails the test that compares this list with the catalog. `ok` is the call's answer: no error,
   * or for the few that need a real prior state, an error that is not the role check (42501).
   */
  type RpcResult = { error: { code?: string; message?: string } | null; rows?: number };
  // `hiddenByRls`: a SECURITY INVOKER function over tables the caller's RLS filters; a refused persona gets no rows.
  const RPCS: Record<
    string,
    { may: Persona[]; hiddenByRls?: true; call: (client: SupabaseClient) => PromiseLike<RpcResult> }
  > = {
    approve_card_change: {
      may: ADMIN_WRITERS,
      call: (c) => rpc(c, 'approve_card_change', { p_id: 0 }),
    },
    breaks_rules: {
      may: SIGNED_IN,
      call: (c) => c.from('credit_cards').select('id, breaks_rules').limit(1),
    },
    card_change_proposal_problems: {
      may: STAFF,
      call: (c) => rpc(c, 'card_change_proposal_problems', { p_id: 0 }),
    },
    card_rule_report: { may: ADMINS, call: (c) => rpc(c, 'card_rule_report', {}) },
    card_terms_timeline: {
      may: STAFF,
      hiddenByRls: true,
      call: (c) => rpc(c, 'card_terms_timeline', { p_card_id: 1 }),
    },
    propose_card_change: {
      may: ['editor', ...ADMIN_WRITERS],
      call: async (c) =>
        rpc(c, 'propose_card_change', {
          p_card_id: await freshCard(),
          p_version: 1,
          p_values: { annual_fee: 123 },
        }),
    },
    publication_events: {
      may: STAFF,
      hiddenByRls: true,
      call: (c) => rpc(c, 'publication_events', { p_table: 'credit_cards', p_row_id: '1' }),
    },
    reject_card_change: {
      may: ADMIN_WRITERS,
      call: (c) => rpc(c, 'reject_card_change', { p_id: 0, p_reason: 'nej' }),
    },
    search_everything: {
      may: ['editor', ...ADMIN_WRITERS],
      call: (c) => rpc(c, 'search_everything', { p_query: 'kort' }),
    },
    terms_on_date: {
      may: STAFF,
      hiddenByRls: true,
      call: (c) => rpc(c, 'terms_on_date', { p_at: new Date().toISOString() }),
    },
    audit_actors: { may: STAFF, call: (c) => rpc(c, 'audit_actors', {}) },
    bulk_update_cards: {
      may: ADMIN_WRITERS,
      call: async (c) => {
        const card = await freshCard();
        return rpc(c, 'bulk_update_cards', {
          p_changes: [{ id: card, version: 1, values: { sort_rank: 7 } }],
          p_change_set: randomUUID(),
          p_kind: 'bulk_edit',
        });
      },
    },
    change_set_states: { may: STAFF, call: (c) => rpc(c, 'change_set_states', { p_change_sets: [] }) },
    cookie_consent_summary: { may: ADMINS, call: (c) => rpc(c, 'cookie_consent_summary', {}) },
    // Computed columns: read with their table, by everyone who reads the rows. A card's take the whole row, and anon
    // may not read the raw offer column (20261129008000): anon reads the public offer from card_offers instead.
    current_offer: {
      may: SIGNED_IN,
      call: (c) => c.from('credit_cards').select('id, current_offer').limit(1),
    },
    is_current: { may: PERSONAS, call: (c) => c.from('site_texts').select('id, is_current').limit(1) },
    publication_state: {
      may: SIGNED_IN,
      call: async (c) => {
        for (const table of ['credit_cards', 'news_articles', 'blog_posts']) {
          const answer = await c.from(table).select('id, publication_state').limit(1);
          if (answer.error) return answer;
        }
        return { error: null };
      },
    },
    dashboard_summary: {
      may: STAFF,
      call: (c) =>
        rpc(c, 'dashboard_summary', {
          p_stale_before: '2026-01-01',
          p_scheduled_from: new Date().toISOString(),
          p_scheduled_to: new Date(Date.now() + 86_400_000).toISOString(),
          p_changes_since: new Date(Date.now() - 86_400_000).toISOString(),
        }),
    },
    delete_visitor_chats: {
      may: ADMIN_WRITERS,
      call: (c) => rpc(c, 'delete_visitor_chats', { p_visitor_id: `ingen-${unique()}` }),
    },
    erase_personal_data: {
      may: ADMIN_WRITERS,
      call: (c) => rpc(c, 'erase_personal_data', { p_terms: [`ingen-${unique()}@example.invalid`] }),
    },
    find_personal_data: {
      may: ADMIN_WRITERS,
      call: (c) => rpc(c, 'find_personal_data', { p_terms: [`ingen-${unique()}@example.invalid`] }),
    },
    last_change: {
      may: STAFF,
      call: (c) => rpc(c, 'last_change', { p_table: 'credit_cards', p_row_id: '1' }),
    },
    // A question every signed-in caller may ask (true only for admins who may write).
    link_check_allowed: { may: SIGNED_IN, call: (c) => rpc(c, 'link_check_allowed', {}) },
    link_check_begin: { may: [], call: (c) => rpc(c, 'link_check_begin', {}) },
    link_check_finish: {
      may: [],
      call: (c) => rpc(c, 'link_check_finish', { p_run_id: linkCheckRunId, p_results: [] }),
    },
    run_retention: { may: ADMIN_WRITERS, call: (c) => rpc(c, 'run_retention', { p_dry_run: true }) },
    save_card: {
      may: ['editor', ...ADMIN_WRITERS],
      call: async (c) =>
        rpc(c, 'save_card', {
          p_id: await freshCard(),
          p_version: 1,
          p_changes: { short_description: 'sparad' },
          p_category_ids: [1],
        }),
    },
    search_chat_sessions_page: {
      may: ADMINS,
      call: (c) => rpc(c, 'search_chat_sessions_page', { p_query: 'x' }),
    },
    search_credit_cards_page: {
      may: STAFF,
      call: (c) => rpc(c, 'search_credit_cards_page', { p_query: 'x' }),
    },
    search_expert_inquiries_page: {
      may: ADMINS,
      call: (c) => rpc(c, 'search_expert_inquiries_page', { p_query: 'x' }),
    },
    search_reviews_page: { may: ADMINS, call: (c) => rpc(c, 'search_reviews_page', { p_query: 'x' }) },
    site_image_cleanup_candidates: {
      may: ADMIN_WRITERS,
      call: (c) => rpc(c, 'site_image_cleanup_candidates', {}),
    },
    site_image_usage: { may: STAFF, call: (c) => rpc(c, 'site_image_usage', { p_paths: ['rls/x.png'] }) },
    // A change set that does not exist is PT404 once the role check has passed.
    undo_card_changes: {
      may: ADMIN_WRITERS,
      call: (c) => rpc(c, 'undo_card_changes', { p_change_set: randomUUID() }),
    },
  };
  // Calls that name no real proposal or change set: past the role check they fail on the missing row, not 42501.
  const NEEDS_STATE = new Set([
    'undo_card_changes',
    'approve_card_change',
    'reject_card_change',
    'card_change_proposal_problems',
    'propose_card_change',
  ]);
  async function rpc(
    client: SupabaseClient,
    name: string,
    args: Record<string, unknown>,
  ): Promise<RpcResult> {
    const { data, error } = await client.rpc(name, args);
    return { error, rows: Array.isArray(data) ? data.length : undefined };
  }

  it('has a row in the RPC matrix for every function in the public schema', async () => {
    const { rows } = await stack.sql.query<{ name: string }>(
      `select distinct p.proname as name from pg_proc p where p.pronamespace = 'public'::regnamespace order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(Object.keys(RPCS).sort());
  });

  it('lets exactly the right personas call every RPC; the others are refused by the database (42501)', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    for (const [name, { may, hiddenByRls, call }] of Object.entries(RPCS)) {
      for (const persona of PERSONAS) {
        cells++;
        const { error, rows } = await call(clients[persona]);
        const want = may.includes(persona);
        const passed = !error || (NEEDS_STATE.has(name) && error.code !== '42501');
        if (want && !passed)
          mismatches.push(`${name} × ${persona}: expected to work, got ${error?.code} ${error?.message}`);
        if (!want && hiddenByRls) {
          // Refused by the grant (anon: 42501) or shown nothing by the tables' RLS.
          if (error ? error.code !== '42501' : rows !== 0)
            mismatches.push(`${name} × ${persona}: expected no rows, got ${error?.code ?? rows}`);
        } else if (!want && error?.code !== '42501')
          mismatches.push(`${name} × ${persona}: expected 42501, got ${error ? error.code : 'no error'}`);
      }
    }
    console.log(`RPC matrix: ${cells} cells`);
    expect(mismatches).toEqual([]);
  });

  it('answers link_check_allowed true only for admins who may write', async () => {
    for (const persona of SIGNED_IN) {
      const { data } = await clients[persona].rpc('link_check_allowed');
      expect(data, persona).toBe(ADMIN_WRITERS.includes(persona));
    }
  });

  describe('an editor and publication', () => {
    const editor = () => clients.editor;
    const insertAs = async (client: SupabaseClient, table: string, values: Record<string, unknown>) =>
      client.from(table).insert(values).select().single();

    it('writes drafts of news, blog posts and site texts, but cannot publish, schedule or end one', async () => {
      for (const table of ['news_articles', 'blog_posts']) {
        const row = await newRow(table);
        const draft = await insertAs(editor(), table, row);
        expect(draft.error, table).toBeNull();
        const id = draft.data!.id as number;
        const publish = await editor()
          .from(table)
          .update({ status: 'published', published_at: new Date().toISOString() })
          .eq('id', id);
        expect(publish.error, table).toMatchObject({ code: '42501' });
        expect(publish.error!.message).toBe(
          'Endast administratörer får publicera eller ändra publiceringstiden',
        );
        const when = await editor()
          .from(table)
          .update({ published_at: new Date().toISOString() })
          .eq('id', id);
        expect(when.error, table).toMatchObject({ code: '42501' });
        const published = await insertAs(editor(), table, {
          ...(await newRow(table)),
          status: 'published',
          published_at: new Date().toISOString(),
        });
        expect(published.error, table).toMatchObject({ code: '42501' });
        // An admin publishes it; from then on the editor cannot change it.
        await service
          .from(table)
          .update({ status: 'published', published_at: new Date().toISOString() })
          .eq('id', id);
        const late = await editor().from(table).update({ excerpt: 'efteråt' }).eq('id', id);
        expect(late.error, table).toMatchObject({ code: '42501' });
        expect(late.error!.message).toBe('Endast administratörer får ändra det som är publicerat');
      }
      const text = await insertAs(editor(), 'site_texts', await newRow('site_texts'));
      expect(text.error).toBeNull();
      const publishText = await editor()
        .from('site_texts')
        .update({ status: 'published' })
        .eq('id', text.data!.id);
      expect(publishText.error).toMatchObject({ code: '42501' });
    });

    it('edits an unpublished card and its categories, never a published one, and cannot publish one', async () => {
      const card = await freshCard();
      const saved = await editor().rpc('save_card', {
        p_id: card,
        p_version: 1,
        p_changes: { short_description: 'redaktörens text' },
        p_category_ids: [2],
      });
      expect(saved.error).toBeNull();
      const categories = await service.from('card_categories').select('category_id').eq('card_id', card);
      expect(categories.data).toEqual([{ category_id: 2 }]);
      const publish = await editor().from('credit_cards').update({ is_published: true }).eq('id', card);
      expect(publish.error).toMatchObject({ code: '42501' });
      const window = await editor()
        .from('credit_cards')
        .update({ publish_from: new Date(Date.now() + 86_400_000).toISOString() })
        .eq('id', card);
      expect(window.error).toMatchObject({ code: '42501' });
      const inserted = await insertAs(editor(), 'credit_cards', {
        ...(await newRow('credit_cards')),
        is_published: true,
      });
      expect(inserted.error).toMatchObject({ code: '42501' });
      // Card 1 of the seed is published: the editor proposes instead (engineer 6's proposals).
      const published = await editor().from('credit_cards').update({ short_description: 'nej' }).eq('id', 1);
      expect(published.error).toMatchObject({ code: '42501', hint: 'editor_published' });
      const viaRpc = await editor().rpc('save_card', { p_id: 1, p_version: 1, p_changes: { annual_fee: 0 } });
      expect(viaRpc.error?.code).toMatch(/^(42501|PT409)$/);
      const unchanged = await service
        .from('credit_cards')
        .select('short_description, annual_fee')
        .eq('id', 1)
        .single();
      expect(unchanged.data!.short_description).not.toBe('nej');
    });

    it('deletes nothing and is told so in Swedish', async () => {
      for (const table of ['credit_cards', 'news_articles', 'banks']) {
        const key = await sacrificialRow(table);
        const { error } = await editor().from(table).delete().match(key);
        expect(error, table).toMatchObject({ code: '42501', message: 'Redaktörer får inte ta bort något' });
      }
    });

    it('reads the history of content only, and no other role than their own', async () => {
      const history = await editor().from('audit_log').select('table_name').limit(1000);
      expect(history.error).toBeNull();
      const tables = new Set(history.data!.map((row) => row.table_name as string));
      expect(tables.has('credit_cards')).toBe(true);
      expect([...tables].filter((table) => !EDITOR_READS.has(table))).toEqual([]);
      const roles = await editor().from('user_roles').select('role');
      expect(roles.data).toEqual([{ role: 'editor' }]);
      const chat = await editor().rpc('last_change', { p_table: 'chat_sessions', p_row_id: '1' });
      expect(chat.error).toMatchObject({ code: '42501' });
    });
  });
});
