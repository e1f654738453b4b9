import type { Locator } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from '../fixtures';

/** Some cards as the service role reads them: the given columns, by id, and how many history rows they have. */
export interface WatchedCards {
  ids: number[];
  state: () => Promise<Record<string, unknown>[]>;
  history: () => Promise<number>;
}

export function watchCards(db: SupabaseClient, ids: number[], columns: string): WatchedCards {
  return {
    ids,
    state: async () =>
      (await db.from('credit_cards').select(`id, ${columns}`).in('id', ids).order('id'))
        .data as unknown as Record<string, unknown>[],
    history: async () =>
      (
        await db
          .from('audit_log')
          .select('id', { count: 'exact', head: true })
          .eq('table_name', 'credit_cards')
          .in('row_id', ids.map(String))
      ).count ?? 0,
  };
}

/**
 * The bulk edit's and the import's common end: apply the previewed changes with `applyButton`, check every card
 * holds `expected` (ordered by id) with one history row each, then Ångra in the dialog and check every card is back
 * with one more history row each.
 */
export async function applyThenUndo(
  dialog: Locator,
  cards: WatchedCards,
  applyButton: string,
  expected: Record<string, unknown>[],
): Promise<void> {
  const original = await cards.state();
  const historyBefore = await cards.history();
  const count = cards.ids.length;
  await dialog.getByRole('button', { name: applyButton, exact: true }).click();
  await expect(dialog.getByText(`${count} kort ändrade`)).toBeVisible();
  expect(await cards.state()).toEqual(expected);
  expect(await cards.history()).toBe(historyBefore + count);

  await dialog.getByRole('button', { name: 'Ångra' }).click();
  await expect(dialog).toBeHidden();
  expect(await cards.state()).toEqual(original);
  expect(await cards.history()).toBe(historyBefore + 2 * count);
}
