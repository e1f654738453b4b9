import { describe, expect, it } from 'vitest';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND } from './backends.ts';
import { withTestStack } from './stack-fixture.ts';
import { appDataProvider, type AppProvider, type Row } from './app-data-provider.ts';

type Provider = AppProvider;

let stack: Stack;
let provider: Provider;

withTestStack(
  async (started) => {
    stack = started;
    provider = await appDataProvider(stack);
  },
  {},
  120_000,
);

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
