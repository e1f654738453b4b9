// Issue 20: two admins on the same record through the app's own data provider (react-admin's CRUD over
// ra-supabase, the lifecycle callbacks and the conditional writes), real supabase-js, PostgREST and Postgres with RLS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { DataProvider, RaRecord } from 'react-admin';
import type { Stack } from '../../supabase/local/stack.ts';
import type { Database } from '../../src/types/database.ts';
import { BACKEND, startTestStack } from './backends.ts';
import { isConflict } from '../../src/providers/conditionalWrites.ts';

// The provider and the registry are typed by tsconfig.app.json (JSX views, Vite's env), not by this project's
// tsconfig.node.json: loaded by a path tsc does not follow, with the shapes this test uses.
const appModule = (path: string): Promise<unknown> => import(/* @vite-ignore */ path);
interface DataProviderModule {
  crudPipeline(
    steps: unknown,
    options: {
      tables: Record<string, string>;
      searches: unknown;
      client: Client;
      custom: object;
      callbacks: unknown;
    },
  ): DataProvider;
}
interface RegistryModule {
  resourceRegistry: unknown;
  tablesOf(registry: unknown): Record<string, string>;
  searchesOf(registry: unknown): unknown;
  callbacksOf(registry: unknown, client: Client): Array<() => Promise<unknown>>;
}

type Client = SupabaseClient<Database>;
type Row = Record<string, unknown>;

let stack: Stack;
let service: SupabaseClient;
let editorA: DataProvider;
let editorB: DataProvider;
const clients: Client[] = [];
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Where each resource's race writes, and a fresh row of it (inserted by the service role). */
const RESOURCES: Record<string, { table: string; field: string; row: () => Row }> = {
  cards: {
    table: 'credit_cards',
    field: 'short_description',
    row: () => ({ name: `Kort ${unique()}`, slug: `kort-${unique()}`, bank_id: 1, network_id: 1 }),
  },
  banks: {
    table: 'banks',
    field: 'description',
    row: () => ({ name: `Bank ${unique()}`, slug: `b-${unique()}` }),
  },
  networks: {
    table: 'networks',
    field: 'acceptance_note',
    row: () => ({ name: `Nät ${unique()}`, slug: `n-${unique()}` }),
  },
  categories: {
    table: 'categories',
    field: 'description',
    row: () => ({ name: `Kategori ${unique()}`, slug: `k-${unique()}` }),
  },
  reviews: {
    table: 'reviews',
    field: 'title',
    row: () => ({ card_id: 1, rating: 4, body: 'Bra kort', author_name: 'Test' }),
  },
  inquiries: {
    table: 'expert_inquiries',
    field: 'internal_note',
    row: () => ({ name: 'Test', email: `t${unique()}@example.se`, question: 'Vilket kort?' }),
  },
  chats: { table: 'chat_sessions', field: 'feedback', row: () => ({ visitor_id: `besokare-${unique()}` }) },
  news: { table: 'news_articles', field: 'excerpt', row: () => ({ title: 'Rubrik', slug: `r-${unique()}` }) },
  blog: { table: 'blog_posts', field: 'excerpt', row: () => ({ title: 'Rubrik', slug: `r-${unique()}` }) },
};

async function insert(resource: string): Promise<number> {
  const { table, row } = RESOURCES[resource];
  const { data, error } = await service.from(table).insert(row()).select('id').single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return data.id as number;
}

const dbRow = async (resource: string, id: number): Promise<Row | null> => {
  const { data } = await service.from(RESOURCES[resource].table).select('*').eq('id', id).maybeSingle();
  return data as Row | null;
};

const load = async (editor: DataProvider, resource: string, id: number) =>
  (await editor.getOne(resource, { id })).data as RaRecord;

/** Both settle; exactly one fulfils and the other is a conflict. Returns the winner's index. */
function exactlyOneWins(results: PromiseSettledResult<unknown>[]): number {
  const won = results.map((r) => r.status === 'fulfilled');
  expect(
    won.filter(Boolean),
    results
      .map((r) => (r.status === 'rejected' ? JSON.stringify((r.reason as { body?: unknown }).body) : 'ok'))
      .join('; '),
  ).toHaveLength(1);
  const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
  expect(isConflict(lost.reason), String(lost.reason)).toBe(true);
  return won.indexOf(true);
}

async function signedIn(email: string): Promise<Client> {
  const client = createClient<Database>(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: 'Demo-1234!' });
  if (error) throw error;
  clients.push(client);
  return client;
}

beforeAll(async () => {
  stack = await startTestStack();
  service = createClient(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });
  const created = await service.auth.admin.createUser({
    email: 'anna@example.se',
    password: 'Demo-1234!',
    email_confirm: true,
  });
  if (created.error) throw created.error;
  await stack.sql.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
    created.data.user.id,
  ]);
  // The app reads its URL and key from Vite's env; the provider modules are loaded after they are set.
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  const steps = await appModule('../../src/providers/crudProvider.ts');
  const { crudPipeline } = (await appModule('../../src/providers/dataProvider.ts')) as DataProviderModule;
  const { resourceRegistry, tablesOf, callbacksOf, searchesOf } = (await appModule(
    '../../src/resources/registry.ts',
  )) as RegistryModule;
  // As the app's data provider does (src/providers/dataProvider.ts): the resources' callbacks loaded first.
  const provider = async (client: Client) =>
    crudPipeline(steps, {
      tables: tablesOf(resourceRegistry),
      searches: searchesOf(resourceRegistry),
      client,
      custom: {},
      callbacks: await Promise.all(callbacksOf(resourceRegistry, client).map((load) => load())),
    });
  editorA = await provider(await signedIn('admin@example.se'));
  editorB = await provider(await signedIn('anna@example.se'));
});

afterAll(async () => {
  await stack?.stop();
});

describe(`two editors on one record (${BACKEND})`, () => {
  it.each(Object.keys(RESOURCES))(
    '%s: racing updates, exactly one wins; a stale save is refused',
    async (resource) => {
      const { field } = RESOURCES[resource];
      const id = await insert(resource);
      const [a, b] = await Promise.all([load(editorA, resource, id), load(editorB, resource, id)]);
      const results = await Promise.allSettled([
        editorA.update(resource, { id, data: { ...a, [field]: 'A' }, previousData: a }),
        editorB.update(resource, { id, data: { ...b, [field]: 'B' }, previousData: b }),
      ]);
      const winner = exactlyOneWins(results);
      expect((await dbRow(resource, id))?.[field]).toBe(winner === 0 ? 'A' : 'B');
      // Sequential: the loser saves again on its old copy and is refused; nothing changes.
      const loser = winner === 0 ? editorB : editorA;
      const stale = winner === 0 ? b : a;
      await expect(
        loser.update(resource, { id, data: { ...stale, [field]: 'sent' }, previousData: stale }),
      ).rejects.toSatisfy(isConflict);
      expect((await dbRow(resource, id))?.[field]).toBe(winner === 0 ? 'A' : 'B');
    },
  );

  it.each(Object.keys(RESOURCES))('%s: delete against an update, exactly one wins', async (resource) => {
    const { field } = RESOURCES[resource];
    const id = await insert(resource);
    const [a, b] = await Promise.all([load(editorA, resource, id), load(editorB, resource, id)]);
    const results = await Promise.allSettled([
      editorA.delete(resource, { id, previousData: a }),
      editorB.update(resource, { id, data: { ...b, [field]: 'B' }, previousData: b }),
    ]);
    const winner = exactlyOneWins(results);
    const row = await dbRow(resource, id);
    if (winner === 0) expect(row).toBeNull();
    else expect(row?.[field]).toBe('B');
  });

  it('refuses a stale version in the database itself (PATCH without the filter: 409 from the trigger)', async () => {
    const id = await insert('banks');
    await service.from('banks').update({ description: 'ny' }).eq('id', id);
    const { error, status } = await clients[0]
      .from('banks')
      .update({ description: 'gammal', version: 1 })
      .eq('id', id);
    expect(status).toBe(409);
    expect(error?.code).toBe('PT409');
    expect((await dbRow('banks', id))?.description).toBe('ny');
  });

  it('an overwrite chosen in the conflict dialog is marked in the audit log, a normal save is not', async () => {
    const id = await insert('banks');
    const [a, b] = await Promise.all([load(editorA, 'banks', id), load(editorB, 'banks', id)]);
    await editorB.update('banks', { id, data: { ...b, description: 'B' }, previousData: b });
    await expect(
      editorA.update('banks', { id, data: { ...a, description: 'A' }, previousData: a }),
    ).rejects.toSatisfy(isConflict);
    const theirs = await load(editorA, 'banks', id);
    await editorA.update('banks', {
      id,
      data: { ...theirs, description: 'A' },
      previousData: theirs,
      meta: { overwrite: true },
    });
    const { data: audit } = await service
      .from('audit_log')
      .select('conflict_overwritten, changed_fields')
      .eq('table_name', 'banks')
      .eq('row_id', String(id))
      .eq('action', 'UPDATE')
      .order('id');
    expect(audit?.map((row) => row.conflict_overwritten)).toEqual([false, true]);
    expect((await dbRow('banks', id))?.description).toBe('A');
  });

  it('cards: the list toggle (undoable: sent later with the record loaded at click time) is conditional', async () => {
    const id = await insert('cards');
    const listed = await load(editorA, 'cards', id);
    await editorB.update('cards', { id, data: { short_description: 'B' }, previousData: listed });
    await expect(
      editorA.update('cards', { id, data: { is_sponsored: true }, previousData: listed }),
    ).rejects.toSatisfy(isConflict);
    expect(await dbRow('cards', id)).toMatchObject({ is_sponsored: false, short_description: 'B' });
  });

  it('cards: categories are saved with the card, atomically and under the same version', async () => {
    const id = await insert('cards');
    const [a, b] = await Promise.all([load(editorA, 'cards', id), load(editorB, 'cards', id)]);
    await editorA.update('cards', { id, data: { ...a, category_ids: [1, 2] }, previousData: a });
    await expect(
      editorB.update('cards', { id, data: { ...b, annual_fee: 222 }, previousData: b }),
    ).rejects.toSatisfy(isConflict);
    const { data: links } = await service.from('card_categories').select('category_id').eq('card_id', id);
    expect(links?.map((l) => l.category_id).sort()).toEqual([1, 2]);
    expect((await dbRow('cards', id))?.annual_fee).not.toBe(222);
    // Both save categories at once: one list wins whole, the other editor is told.
    const [c, d] = await Promise.all([load(editorA, 'cards', id), load(editorB, 'cards', id)]);
    const results = await Promise.allSettled([
      editorA.update('cards', { id, data: { ...c, category_ids: [3] }, previousData: c }),
      editorB.update('cards', { id, data: { ...d, category_ids: [4, 5] }, previousData: d }),
    ]);
    const winner = exactlyOneWins(results);
    const { data: after } = await service.from('card_categories').select('category_id').eq('card_id', id);
    expect(after?.map((l) => l.category_id).sort()).toEqual(winner === 0 ? [3] : [4, 5]);
  });

  it('cards: a list row is the same record as the getOne a form opened from it loads (categories included)', async () => {
    const id = await insert('cards');
    const loaded = await load(editorA, 'cards', id);
    await editorA.update('cards', { id, data: { ...loaded, category_ids: [5, 2] }, previousData: loaded });
    const one = await load(editorA, 'cards', id);
    expect(one.category_ids).toEqual([2, 5]);
    const page = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } } as const;
    for (const filter of [{}, { category_id: 5 }]) {
      const { data } = await editorA.getList('cards', { ...page, filter });
      const row = data.find((r) => r.id === id);
      expect(row, JSON.stringify(filter)).toEqual(one);
      expect(row).not.toHaveProperty('card_categories');
    }
    // A card in no category: an empty list in both.
    const other = await insert('cards');
    const { data } = await editorA.getList('cards', { ...page, filter: {} });
    expect(data.find((r) => r.id === other)?.category_ids).toEqual([]);
    expect((await load(editorA, 'cards', other)).category_ids).toEqual([]);
  });

  it('reviews: approve against reject, and bulk approve against bulk spam; the loser is told who', async () => {
    const id = await insert('reviews');
    const [a, b] = await Promise.all([load(editorA, 'reviews', id), load(editorB, 'reviews', id)]);
    const now = new Date().toISOString();
    const results = await Promise.allSettled([
      editorA.update('reviews', {
        id,
        data: { status: 'approved', published_at: now, moderated_at: now },
        previousData: a,
      }),
      editorB.update('reviews', {
        id,
        data: { status: 'rejected', rejection_reason: 'Nej', moderated_at: now },
        previousData: b,
      }),
    ]);
    const winner = exactlyOneWins(results);
    const row = await dbRow('reviews', id);
    expect(row?.status).toBe(winner === 0 ? 'approved' : 'rejected');
    expect(row?.published_at === null).toBe(winner === 1);
    const lost = (results[1 - winner] as PromiseRejectedResult).reason as Error & { body: { by: string } };
    // The winner as the history names them: the seeded admin by app_metadata.full_name, the test's admin by e-mail.
    expect(lost.body.by).toBe(winner === 0 ? 'Anna Administratör' : 'anna@example.se');
    expect(lost.message).toContain(lost.body.by);

    const ids = [await insert('reviews'), await insert('reviews')];
    const { data: listed } = await editorA.getMany('reviews', { ids });
    const versions = Object.fromEntries(listed.map((r) => [String(r.id), r.version as number]));
    const bulk = await Promise.allSettled([
      editorA.updateMany('reviews', { ids, data: { status: 'approved' }, meta: { versions } }),
      editorB.updateMany('reviews', { ids, data: { status: 'spam' }, meta: { versions } }),
    ]);
    const bulkWinner = exactlyOneWins(bulk);
    const statuses = await Promise.all(ids.map(async (rid) => (await dbRow('reviews', rid))?.status));
    expect(statuses).toEqual(ids.map(() => (bulkWinner === 0 ? 'approved' : 'spam')));
  });

  it.each(['banks', 'news', 'inquiries'])(
    '%s: bulk update and bulk delete race, one wins',
    async (resource) => {
      const { field } = RESOURCES[resource];
      const ids = [await insert(resource), await insert(resource)];
      const { data: listed } = await editorA.getMany(resource, { ids });
      const versions = Object.fromEntries(listed.map((r) => [String(r.id), r.version as number]));
      const results = await Promise.allSettled([
        editorA.updateMany(resource, { ids, data: { [field]: 'A' }, meta: { versions } }),
        editorB.deleteMany(resource, { ids, meta: { versions } }),
      ]);
      const winner = exactlyOneWins(results);
      const rows = await Promise.all(ids.map((id) => dbRow(resource, id)));
      if (winner === 0) expect(rows.map((r) => r?.[field])).toEqual(['A', 'A']);
      else expect(rows).toEqual([null, null]);
    },
  );

  it('random interleavings of two editors: every acknowledged save is stored or was reported', async () => {
    const rounds = 60;
    let acknowledged = 0;
    let conflicts = 0;
    let seed = 20;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const resources = ['cards', 'banks', 'reviews', 'news'];
    for (let round = 0; round < rounds; round++) {
      const resource = resources[round % resources.length];
      const { field } = RESOURCES[resource];
      const id = await insert(resource);
      const editors = [editorA, editorB];
      const copies: RaRecord[] = await Promise.all(editors.map((e) => load(e, resource, id)));
      /** Acknowledged saves: the version they were based on and the value they wrote. */
      const acks: Array<{ base: number; value: string }> = [];
      for (let step = 0; step < 6; step++) {
        const who = random() < 0.5 ? 0 : 1;
        const action = random();
        if (action < 0.25) {
          copies[who] = await load(editors[who], resource, id);
          continue;
        }
        const save = (i: number) => {
          const value = `${round}-${step}-${i}`;
          const previous = copies[i];
          return editors[i]
            .update(resource, { id, data: { ...previous, [field]: value }, previousData: previous })
            .then((result) => {
              acks.push({ base: previous.version as number, value });
              copies[i] = result.data as RaRecord;
            });
        };
        const attempts = action < 0.6 ? [save(who)] : [save(0), save(1)];
        for (const result of await Promise.allSettled(attempts)) {
          if (result.status === 'fulfilled') acknowledged++;
          else if (isConflict(result.reason)) conflicts++;
          else throw result.reason;
        }
      }
      // No two acknowledged saves were based on the same version (that would be a lost update), and the stored
      // value is the last acknowledged one.
      expect(new Set(acks.map((a) => a.base)).size).toBe(acks.length);
      const stored = await dbRow(resource, id);
      if (acks.length) {
        const last = acks.reduce((x, y) => (y.base > x.base ? y : x));
        expect(stored?.[field]).toBe(last.value);
        expect(stored?.version).toBe(last.base + 1);
      }
    }
    console.log(
      `interleavings (${BACKEND}): ${rounds} rounds, ${acknowledged} acknowledged saves, ${conflicts} conflicts, 0 lost`,
    );
    expect(acknowledged).toBeGreaterThan(rounds);
    expect(conflicts).toBeGreaterThan(0);
  });
});

describe(`editing sessions (${BACKEND})`, () => {
  it('each admin writes only their own session; others see it until it expires', async () => {
    const [anna, admin] = [clients[1], clients[0]];
    const up = await anna
      .from('editing_sessions')
      .upsert({ resource: 'cards', record_id: '1' }, { onConflict: 'user_id,resource,record_id' });
    expect(up.error).toBeNull();
    const seen = await admin.from('editing_sessions').select('editor_email').eq('resource', 'cards');
    expect(seen.data).toEqual([{ editor_email: 'anna@example.se' }]);
    const removed = await admin.from('editing_sessions').delete({ count: 'exact' }).eq('resource', 'cards');
    expect(removed.count).toBe(0);
    // As if Anna's browser died 31 s ago (the trigger that sets the expiry is bypassed for this).
    await stack.sql.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(`update public.editing_sessions set expires_at = now() - interval '1 second'`);
    });
    const gone = await admin.from('editing_sessions').select('editor_email').eq('resource', 'cards');
    expect(gone.data).toEqual([]);
  });
});
