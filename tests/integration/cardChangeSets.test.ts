import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND, startTestStack } from './backends.ts';
import { signedIn } from './personas.ts';
import { saveAsAnotherEditor } from './card-edits.ts';
import { ADMIN, NON_ADMIN } from '../helpers.ts';
import { bulkUpdateCards, undoCardChanges } from '../../src/providers/bulkUpdateCards.ts';
import { isConflict } from '../../src/providers/conditionalWrites.ts';
import { auditMethods } from '../../src/providers/auditMethods.ts';

// Issue 23: a bulk edit or an import is one change set in the history, undone as a whole from there
// (public.undo_card_changes, migration 20261126120000); a card changed since refuses the undo and changes nothing.
describe(`card change sets: undo from the history (${BACKEND})`, () => {
  let stack: Stack;
  let admin: SupabaseClient;
  let user: SupabaseClient;
  const toError = async (error: { message: string }) => new Error(error.message);

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await signedIn(stack, ADMIN.email);
    user = await signedIn(stack, NON_ADMIN.email);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const cards = async (ids: number[]) =>
    (
      await stack.sql.query<{ id: number; version: number; extra_card_fee: number; annual_fee: number }>(
        `select id::int, version::int, extra_card_fee, annual_fee from public.credit_cards
          where id = any($1::bigint[]) order by id`,
        [ids],
      )
    ).rows;
  const history = async (changeSet: string) =>
    (
      await stack.sql.query<{ row_id: string; change_kind: string; actor_id: string }>(
        `select row_id, change_kind, actor_id::text from public.audit_log where change_set = $1 order by id`,
        [changeSet],
      )
    ).rows;
  const auditCount = async () =>
    Number((await stack.sql.query<{ n: string }>(`select count(*) as n from public.audit_log`)).rows[0].n);
  const raise = (rows: Awaited<ReturnType<typeof cards>>, by: number) =>
    rows.map((card) => ({
      id: card.id,
      version: card.version,
      values: { extra_card_fee: card.extra_card_fee + by },
    }));

  it('tags each card of a bulk edit with its change set; the undo restores all and is tagged too', async () => {
    const before = await cards([1, 2]);
    const written = await bulkUpdateCards(admin as never, raise(before, 5), 'bulk_edit', toError);
    expect(written.count).toBe(2);
    const tagged = await history(written.changeSet);
    expect(tagged.map((row) => [row.row_id, row.change_kind])).toEqual([
      ['1', 'bulk_edit'],
      ['2', 'bulk_edit'],
    ]);
    expect(new Set(tagged.map((row) => row.actor_id)).size).toBe(1);

    expect(await undoCardChanges(admin as never, written.changeSet, toError)).toBe(2);
    const after = await cards([1, 2]);
    expect(after.map((card) => card.extra_card_fee)).toEqual(before.map((card) => card.extra_card_fee));
    expect(after.map((card) => card.version)).toEqual(before.map((card) => card.version + 2));
    expect((await history(written.changeSet)).map((row) => row.change_kind)).toEqual([
      'bulk_edit',
      'bulk_edit',
      'undo',
      'undo',
    ]);

    // A second undo finds the cards changed since (by the first): refused, nothing written.
    const logged = await auditCount();
    const again = await admin.rpc('undo_card_changes', { p_change_set: written.changeSet });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('PT409');
    expect(await cards([1, 2])).toEqual(after);
    expect(await auditCount()).toBe(logged);
  });

  it('refuses the undo of an import when one card changed since: 409 naming who, nothing changed', async () => {
    const before = await cards([3, 4]);
    const written = await bulkUpdateCards(admin as never, raise(before, 3), 'import', toError);
    expect((await history(written.changeSet)).map((row) => row.change_kind)).toEqual(['import', 'import']);
    // Another editor changes card 4 after the import (another field: the card still moved).
    await saveAsAnotherEditor(admin, 4);
    const moved = await cards([3, 4]);
    const logged = await auditCount();

    const refused = await admin.rpc('undo_card_changes', { p_change_set: written.changeSet });
    expect(refused.status).toBe(409);
    expect(refused.error?.hint).toBe('4');
    const thrown = await undoCardChanges(admin as never, written.changeSet, toError).catch(
      (error: unknown) => error,
    );
    expect(isConflict(thrown)).toBe(true);
    expect((thrown as Error).message).toMatch(/^Ingenting sparades: Anna Administratör ändrade posten /);
    expect(await cards([3, 4])).toEqual(moved);
    expect(moved[0].extra_card_fee).toBe(before[0].extra_card_fee + 3);
    expect(await auditCount()).toBe(logged);
  });

  it('refuses a deleted card, non-admins, unknown and reused change sets, and unknown kinds', async () => {
    const [card] = await cards([5]);
    const written = await bulkUpdateCards(admin as never, raise([card], 1), 'bulk_edit', toError);
    const denied = await user.rpc('undo_card_changes', { p_change_set: written.changeSet });
    expect(denied.error?.code).toBe('42501');
    const unknown = await admin.rpc('undo_card_changes', { p_change_set: crypto.randomUUID() });
    // 404, not the 500 PostgREST gives P0002 (migration 20261127120000).
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PT404');
    const reused = await admin.rpc('bulk_update_cards', {
      p_changes: raise(await cards([6]), 1),
      p_change_set: written.changeSet,
    });
    expect(reused.error?.code).toBe('22023');
    const kind = await admin.rpc('bulk_update_cards', {
      p_changes: raise(await cards([6]), 1),
      p_kind: 'undo',
    });
    expect(kind.error?.code).toBe('22023');
    const twice = await admin.rpc('bulk_update_cards', {
      p_changes: [...raise(await cards([6]), 1), ...raise(await cards([6]), 2)],
    });
    expect(twice.error?.code).toBe('22023');
    expect(await cards([5])).toEqual([
      { ...card, extra_card_fee: card.extra_card_fee + 1, version: card.version + 1 },
    ]);

    await stack.sql.query(`delete from public.credit_cards where id = 5`);
    const gone = await admin.rpc('undo_card_changes', { p_change_set: written.changeSet });
    expect(gone.status).toBe(409);
    expect(gone.error?.hint).toBe('5');
  });

  it('answers the kind and undo state of a whole page of change sets in one call, to staff only (issue 31 item 7)', async () => {
    const before = await cards([3, 4]);
    const kept = await bulkUpdateCards(admin as never, raise(before, 1), 'bulk_edit', toError);
    const undone = await bulkUpdateCards(admin as never, raise(await cards([3, 4]), 2), 'import', toError);
    await undoCardChanges(admin as never, undone.changeSet, toError);
    const unknown = '00000000-0000-4000-8000-000000000031';

    const states = await auditMethods(admin as never).getChangeSetStates([
      kept.changeSet,
      undone.changeSet,
      unknown,
    ]);
    expect(states.sort((a, b) => a.change_kind!.localeCompare(b.change_kind!))).toEqual([
      { change_set: kept.changeSet, change_kind: 'bulk_edit', undone: false },
      { change_set: undone.changeSet, change_kind: 'import', undone: true },
    ]);
    // A signed-in visitor is refused by the database (staff only since the editor role, 20261129005100).
    await expect(auditMethods(user as never).getChangeSetStates([kept.changeSet])).rejects.toMatchObject({
      message: 'app.errors.codes.forbidden',
    });
    const anonymous = await fetch(`${stack.url}/rest/v1/rpc/change_set_states`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_change_sets: [kept.changeSet] }),
    });
    expect(anonymous.status).toBe(401);
  });
});
