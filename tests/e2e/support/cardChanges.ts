import type { Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Tables } from '../../../src/types/database';
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

type CardRow = Tables<'credit_cards'>;

/** Which two cards a test changes: those matching `where`, in `orderBy` order, from position `from` (0 first). */
export interface CardChoice<K extends keyof CardRow> {
  columns: K[];
  where: Partial<CardRow>;
  orderBy: keyof CardRow;
  from?: number;
}

/**
 * The common start of the card-change tests: a 1280 px window and two cards, read with their id, name, slug and
 * `columns`, watched in `columns` (see watchCards).
 */
export async function chooseTwoCards<K extends keyof CardRow>(
  page: Page,
  db: SupabaseClient,
  { columns, where, orderBy, from = 0 }: CardChoice<K>,
): Promise<{ cards: Pick<CardRow, 'id' | 'name' | 'slug' | K>[]; watched: WatchedCards }> {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { data, error } = await db
    .from('credit_cards')
    .select(['id', 'name', 'slug', ...columns].join(', '))
    .match(where)
    .order(orderBy)
    .range(from, from + 1);
  expect(error).toBeNull();
  const cards = data as unknown as Pick<CardRow, 'id' | 'name' | 'slug' | K>[];
  expect(cards).toHaveLength(2);
  return {
    cards,
    watched: watchCards(
      db,
      cards.map((card) => card.id),
      columns.join(', '),
    ),
  };
}

/** The cards list with the named cards selected and the bulk edit dialog open ("Ändra fält på N kort"). */
export async function openBulkEdit(page: Page, names: string[]): Promise<Locator> {
  await page.goto('/admin/cards');
  for (const name of names) {
    await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').first().check();
  }
  await page.getByRole('button', { name: 'Ändra fält' }).click();
  const dialog = page.getByRole('dialog', { name: `Ändra fält på ${names.length} kort` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Sets operation `n` of the bulk edit dialog: field, kind ("Sätt till", "Öka med", "Idag") and value. */
export async function chooseOperation(
  dialog: Locator,
  n: number,
  field: string,
  kind: string,
  value?: string,
): Promise<void> {
  const page = dialog.page();
  const group = dialog.getByRole('group', { name: `Ändring ${n}` });
  await group.getByRole('combobox', { name: 'Fält' }).click();
  await page.getByRole('option', { name: field }).click();
  await group.getByRole('combobox', { name: 'Ändring' }).click();
  await page.getByRole('option', { name: kind }).click();
  if (value !== undefined) await group.getByLabel('Värde').fill(value);
}

/** What a write changed: the cards and their history count before it, for checking the undo. */
export interface Applied {
  original: Record<string, unknown>[];
  historyBefore: number;
}

/**
 * Applies the previewed changes with `applyButton` and checks every card holds `expected` (ordered by id) with one
 * history row each.
 */
export async function applyChanges(
  dialog: Locator,
  cards: WatchedCards,
  applyButton: string,
  expected: Record<string, unknown>[],
): Promise<Applied> {
  const original = await cards.state();
  const historyBefore = await cards.history();
  await dialog.getByRole('button', { name: applyButton, exact: true }).click();
  await expect(dialog.getByText(`${cards.ids.length} kort ändrade`)).toBeVisible();
  expect(await cards.state()).toEqual(expected);
  expect(await cards.history()).toBe(historyBefore + cards.ids.length);
  return { original, historyBefore };
}

/** After an undo: every card is back as before the write, with one more history row each. */
export async function expectUndone(cards: WatchedCards, { original, historyBefore }: Applied): Promise<void> {
  await expect.poll(() => cards.state()).toEqual(original);
  expect(await cards.history()).toBe(historyBefore + 2 * cards.ids.length);
}

/** The bulk edit's and the import's common end: apply (see applyChanges), then Ångra in the dialog. */
export async function applyThenUndo(
  dialog: Locator,
  cards: WatchedCards,
  applyButton: string,
  expected: Record<string, unknown>[],
): Promise<void> {
  const applied = await applyChanges(dialog, cards, applyButton, expected);
  await dialog.getByRole('button', { name: 'Ångra' }).click();
  await expect(dialog).toBeHidden();
  await expectUndone(cards, applied);
}
