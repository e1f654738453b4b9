import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND, startTestStack } from './backends.ts';
import { saveAsAnotherEditor } from './card-edits.ts';
import { bulkUpdateCards } from '../../src/providers/bulkUpdateCards.ts';
import { isConflict } from '../../src/providers/conditionalWrites.ts';

describe(`bulk_update_cards: many cards in one transaction (${BACKEND})`, () => {
  let stack: Stack;
  let admin: SupabaseClient;
  let user: SupabaseClient;

  beforeAll(async () => {
    stack = await startTestStack();
    const signIn = async (email: string) => {
      const client = createClient(stack.url, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const { error } = await client.auth.signInWithPassword({ email, password: 'Demo-1234!' });
      if (error) throw error;
      return client;
    };
    admin = await signIn('admin@example.se');
    user = await signIn('user@example.se');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const cards = async (ids: number[]) =>
    (
      await admin
        .from('credit_cards')
        .select('id, version, extra_card_fee, invoice_fee')
        .in('id', ids)
        .order('id')
    ).data!;
  const audit = async () =>
    Number(
      (
        await stack.sql.query<{ n: string }>(
          `select count(*) as n from public.audit_log where table_name = 'credit_cards'`,
        )
      ).rows[0].n,
    );

  it('writes every row with one audit row each', async () => {
    const before = await cards([1, 2]);
    const logged = await audit();
    const { data, error } = await admin.rpc('bulk_update_cards', {
      p_changes: before.map((card) => ({
        id: card.id,
        version: card.version,
        values: { extra_card_fee: card.extra_card_fee + 5 },
      })),
    });
    expect(error).toBeNull();
    expect(data).toBe(2);
    const after = await cards([1, 2]);
    expect(after.map((card) => card.extra_card_fee)).toEqual(before.map((card) => card.extra_card_fee + 5));
    expect(after.map((card) => card.version)).toEqual(before.map((card) => card.version + 1));
    expect(await audit()).toBe(logged + 2);
  });

  it('changes nothing when one row breaks a rule (here the representative example of a published card)', async () => {
    const before = await cards([3, 4]);
    const logged = await audit();
    const { error } = await admin.rpc('bulk_update_cards', {
      p_changes: [
        { id: 3, version: before[0].version, values: { extra_card_fee: 1 } },
        { id: 4, version: before[1].version, values: { invoice_fee: before[1].invoice_fee + 10 } },
      ],
    });
    expect(error?.message).toMatch(
      /credit_cards_(example_monthly_payment|example_total_payable|effective_rate)_consistent/,
    );
    expect(await cards([3, 4])).toEqual(before);
    expect(await audit()).toBe(logged);
  });

  it('refuses columns outside the bulk list and non-admins', async () => {
    const [card] = await cards([1]);
    const { error } = await admin.rpc('bulk_update_cards', {
      p_changes: [{ id: 1, version: card.version, values: { name: 'x' } }],
    });
    expect(error?.message).toContain('kan inte ändras i en massändring');
    const refused = await user.rpc('bulk_update_cards', {
      p_changes: [{ id: 1, version: card.version, values: { extra_card_fee: 1 } }],
    });
    expect(refused.error?.code).toBe('42501');
  });

  // Issue 20: compare-and-set. Each change carries the version its row had when previewed; one row that moved
  // since (another editor saved it) refuses the whole batch with 409, and an undo at the written versions works.
  it('refuses the whole batch when one row is at another version (409, nothing written) and undoes at the written versions', async () => {
    const before = await cards([1, 2]);
    // Another editor saves card 2 after the preview read it.
    await saveAsAnotherEditor(admin, 2);
    const moved = await cards([1, 2]);
    expect(moved[1].version).toBe(before[1].version + 1);
    const logged = await audit();
    const stale = await admin.rpc('bulk_update_cards', {
      p_changes: before.map((card) => ({
        id: card.id,
        version: card.version,
        values: { extra_card_fee: card.extra_card_fee + 7 },
      })),
    });
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('PT409');
    expect(stale.error?.hint).toBe('2');
    expect(await cards([1, 2])).toEqual(moved);
    expect(await audit()).toBe(logged);
    // Through the app's provider: a conflict naming who changed the card, in Swedish (app.conflict.changed_by).
    const thrown = await bulkUpdateCards(
      admin as never,
      before.map((card) => ({ id: card.id, version: card.version, values: { extra_card_fee: 1 } })),
      'bulk_edit',
      async (error) => new Error(error.message),
    ).catch((error: unknown) => error);
    expect(isConflict(thrown)).toBe(true);
    expect((thrown as Error).message).toMatch(/^Ingenting sparades: Anna Administratör ändrade posten /);
    expect(await cards([1, 2])).toEqual(moved);

    const missing = await admin.rpc('bulk_update_cards', {
      p_changes: [{ id: 1, values: { extra_card_fee: 1 } }],
    });
    expect(missing.error?.code).toBe('22023');

    // At the current versions the batch is written; the undo carries the versions it wrote (+1) and restores.
    const write = await admin.rpc('bulk_update_cards', {
      p_changes: moved.map((card) => ({
        id: card.id,
        version: card.version,
        values: { extra_card_fee: card.extra_card_fee + 7 },
      })),
    });
    expect(write.error).toBeNull();
    const undo = await admin.rpc('bulk_update_cards', {
      p_changes: moved.map((card) => ({
        id: card.id,
        version: card.version + 1,
        values: { extra_card_fee: card.extra_card_fee },
      })),
    });
    expect(undo.error).toBeNull();
    const restored = await cards([1, 2]);
    expect(restored.map((card) => card.extra_card_fee)).toEqual(moved.map((card) => card.extra_card_fee));
    expect(restored.map((card) => card.version)).toEqual(moved.map((card) => card.version + 2));
  });
});
