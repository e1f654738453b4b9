import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND, startTestStack } from './backends.ts';
import { signedIn } from './personas.ts';
import { ADMIN } from '../helpers.ts';

// The provider and the registry are typed by tsconfig.app.json (Vite's env): loaded by a path tsc does not follow,
// with the shapes this test uses (as dashboard-counts.test.ts).
const appModule = (path: string): Promise<unknown> => import(/* @vite-ignore */ path);
type Row = Record<string, unknown> & { id: number };
interface Provider {
  getOne(resource: string, params: { id: number }): Promise<{ data: Row }>;
  update(resource: string, params: { id: number; data: Row; previousData: Row }): Promise<{ data: Row }>;
}
interface ProviderModule {
  createDataProvider(options: { tables: Record<string, string>; client: SupabaseClient }): Provider;
}
interface RegistryModule {
  resourceRegistry: unknown[];
  tablesOf(registry: unknown[]): Record<string, string>;
}

let stack: Stack;
let provider: Provider;

beforeAll(async () => {
  stack = await startTestStack();
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  const { createDataProvider } = (await appModule('../../src/providers/dataProvider.ts')) as ProviderModule;
  const registry = (await appModule('../../src/resources/registry.ts')) as RegistryModule;
  const client = await signedIn(stack, ADMIN.email);
  provider = createDataProvider({ tables: registry.tablesOf(registry.resourceRegistry), client });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

/** The Gallring page's rule edit (RetentionRuleEdit) saves the whole form record, as react-admin's Edit does. */
describe(`saving a retention rule through the app's data provider (${BACKEND})`, () => {
  const ruleId = async (key: string) =>
    (
      await stack.sql.query<{ id: number }>(
        `select id::int as id from public.retention_rules where key = $1`,
        [key],
      )
    ).rows[0].id;

  it('the whole record with new days and on/off saves; the fixed columns stay', async () => {
    const id = await ruleId('chat_sessions');
    const { data: loaded } = await provider.getOne('retention_rules', { id });
    const { data: saved } = await provider.update('retention_rules', {
      id,
      data: { ...loaded, keep_days: 200, enabled: false },
      previousData: loaded,
    });
    expect(saved).toMatchObject({ keep_days: 200, enabled: false, key: 'chat_sessions' });
    const { rows } = await stack.sql.query<Row>(
      `select keep_days, enabled, name, min_days, max_days from public.retention_rules where id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      keep_days: 200,
      enabled: false,
      name: loaded.name,
      min_days: loaded.min_days,
      max_days: loaded.max_days,
    });
  });

  /** Saves the rule's whole record with `changes`, as the form would; the save must fail and change nothing. */
  async function expectRefused(key: string, changes: Partial<Row>, error?: string) {
    const id = await ruleId(key);
    const { data: loaded } = await provider.getOne('retention_rules', { id });
    const save = provider.update('retention_rules', {
      id,
      data: { ...loaded, ...changes },
      previousData: loaded,
    });
    await (error ? expect(save).rejects.toThrow(error) : expect(save).rejects.toThrow());
    const { data: after } = await provider.getOne('retention_rules', { id });
    expect(after).toEqual(loaded);
  }

  it('days outside the bounds are refused (the check constraint, shown by its Swedish message) and nothing changes', async () => {
    await expectRefused('inquiries_spam', { keep_days: 10_000 }, 'app.errors.codes.check');
  });

  it('a change to what a rule is (its name) is refused even with the days', async () => {
    await expectRefused('reviews_spam', { keep_days: 40, name: 'Annat' });
  });
});
