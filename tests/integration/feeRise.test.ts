import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND, startTestStack } from './backends.ts';
import { signedIn } from './personas.ts';
import { ADMIN } from '../helpers.ts';
import { bulkUpdateCards, undoCardChanges } from '../../src/providers/bulkUpdateCards.ts';
import { changesToWrite, previewBulkEdit } from '../../src/resources/cards/bulk/bulkOperations.ts';
import { guessMapping, parsePriceList, previewImport } from '../../src/resources/cards/import/priceList.ts';
import { createPublishedCards, PUBLISHED_COLUMNS, type PublishedCard } from '../publishedCards.ts';

const TODAY = '2026-11-26';
const raised = (fee: number) => Math.round(fee * 1.05);

// Issue 31 item 1: a 5 % annual-fee rise on 10 published cards, by bulk edit and by import, each with the examples
// recomputed in the preview, written all or nothing through public.bulk_update_cards and undone as one change set;
// the database still refuses an example that does not match.
describe(`fee rise on published cards with recomputed examples (${BACKEND})`, () => {
  let stack: Stack;
  let admin: SupabaseClient;
  let original: PublishedCard[];
  const toError = async (error: { message: string }) => new Error(error.message);
  const state = async () =>
    (await admin.from('credit_cards').select(PUBLISHED_COLUMNS).in('id', ids()).order('id'))
      .data as unknown as PublishedCard[];
  const ids = () => original.map((card) => card.id);
  /** The rule sets and reference rates the database holds, as bulk edit loads them (useCreditRules). */
  const rules = async () => ({
    now: new Date(),
    ruleSets: (await admin.from('credit_rule_sets').select('*')).data as never[],
    referenceRates: (await admin.from('reference_rates').select('*')).data as never[],
  });
  const records = async () =>
    (await admin.from('credit_cards').select('*').in('id', ids()).order('id')).data as Array<
      Record<string, unknown> & { id: number; name: string }
    >;
  /** Bulk edit's preview of every card's annual fee raised 5 %, judged by the database's rules. */
  const previewRise = async (options: { recompute?: true } = {}) =>
    previewBulkEdit(await records(), [{ field: 'annual_fee', kind: 'percent', value: '5' }], TODAY, {
      ...options,
      rules: await rules(),
    });
  /** Each card's fee raised 5 % and its example as recomputed, as the database holds them after the write. */
  const expectRaised = (now: PublishedCard[]) => {
    for (const [index, card] of now.entries()) {
      const before = original[index];
      expect(card.annual_fee).toBe(raised(before.annual_fee));
      expect(card.example_total_payable).toBe(
        before.example_total_payable + raised(before.annual_fee) - before.annual_fee,
      );
      expect(card.effective_rate).toBeGreaterThan(before.effective_rate);
      expect(card.example_monthly_payment).toBe(before.example_monthly_payment);
      expect(card.example_updated_on).toBe(TODAY);
      expect(card.version).toBe(before.version + 1);
    }
  };

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await signedIn(stack, ADMIN.email);
    original = (await createPublishedCards(admin, 'avgiftshojning')).cards;
    expect(original).toHaveLength(10);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('the rise without a recomputed example is refused by the database, nothing written', async () => {
    const rows = await previewRise();
    expect(rows.every((row) => 'example_total_payable' in row.errors)).toBe(true);
    await expect(bulkUpdateCards(admin as never, changesToWrite(rows), 'bulk_edit', toError)).rejects.toThrow(
      /_consistent/,
    );
    expect(await state()).toEqual(original);
  });

  it('one example off by a tenth of a point: the whole write is refused', async () => {
    const rows = await previewRise({ recompute: true });
    const changes = changesToWrite(rows);
    changes[9].values.effective_rate = Number(changes[9].values.effective_rate) + 0.2;
    await expect(bulkUpdateCards(admin as never, changes, 'bulk_edit', toError)).rejects.toThrow(
      /effective_rate_consistent/,
    );
    expect(await state()).toEqual(original);
  });

  it('bulk edit: previewed with the recomputed examples, written in one change set, undone as one', async () => {
    const rows = await previewRise({ recompute: true });
    expect(rows.map((row) => row.errors)).toEqual(rows.map(() => ({})));
    expect(rows[0].changes.map((change) => change.field)).toEqual([
      'annual_fee',
      'effective_rate',
      'example_total_payable',
      'example_updated_on',
    ]);
    const written = await bulkUpdateCards(admin as never, changesToWrite(rows), 'bulk_edit', toError);
    expect(written.count).toBe(10);
    expectRaised(await state());

    expect(await undoCardChanges(admin as never, written.changeSet, toError)).toBe(10);
    const undone = await state();
    expect(undone.map(({ version: _version, ...card }) => card)).toEqual(
      original.map(({ version: _version, ...card }) => card),
    );
    original = undone;
  });

  it('import: the bank’s price list with the new fees, recomputed in the preview, written and undone', async () => {
    const file = parsePriceList(
      'Kort;Årsavgift\r\n' + original.map((card) => `${card.name};${raised(card.annual_fee)}`).join('\r\n'),
    );
    const rows = previewImport(file, guessMapping(file.columns), await records(), {
      recompute: true,
      today: TODAY,
      rules: await rules(),
    });
    expect(rows.map((row) => row.errors)).toEqual(rows.map(() => ({})));
    const written = await bulkUpdateCards(admin as never, changesToWrite(rows), 'import', toError);
    expect(written.count).toBe(10);
    expectRaised(await state());
    expect(await undoCardChanges(admin as never, written.changeSet, toError)).toBe(10);
    expect((await state()).map((card) => card.annual_fee)).toEqual(original.map((card) => card.annual_fee));
  });
});
