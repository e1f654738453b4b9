import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, test } from './fixtures';
import { axeCount, englishTexts } from './support/audit';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function exists(db: SupabaseClient, table: string, ids: unknown[]): Promise<number> {
  const { count, error } = await db
    .from(table)
    .select('id', { count: 'exact', head: true })
    .in('id', ids as number[]);
  expect(error).toBeNull();
  return count ?? 0;
}

/**
 * Opens the delete dialog with `open`, checks that it names the record, cancels (nothing changes in the database),
 * opens it again and confirms (the rows are gone).
 */
async function cancelThenConfirm(
  page: Page,
  db: SupabaseClient,
  { table, ids, title, open }: { table: string; ids: unknown[]; title: string; open: () => Promise<void> },
) {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(title);
  // The dialog itself: no critical or serious axe finding, no English.
  const axe = await axeCount(page);
  expect(axe.critical + axe.serious, axe.rules.join('\n')).toBe(0);
  expect(await englishTexts(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await exists(db, table, ids)).toBe(ids.length);

  await open();
  await expect(dialog.getByRole('heading')).toHaveText(title);
  await dialog.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => exists(db, table, ids)).toBe(0);
}

const deleteButton = (page: Page) => page.getByRole('button', { name: 'Ta bort', exact: true });

test.describe('every delete asks first, in Swedish, naming the record', () => {
  test.beforeEach(async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a card from its edit page', async ({ adminPage: page, db }) => {
    const name = `Radera kort ${stamp()}`;
    const { data: card } = await db
      .from('credit_cards')
      .insert({ name, slug: `radera-kort-${stamp()}`, bank_id: 1, network_id: 1 })
      .select()
      .single();
    await page.goto(`/admin/cards/${card!.id}`);
    await cancelThenConfirm(page, db, {
      table: 'credit_cards',
      ids: [card!.id],
      title: `Ta bort kreditkortet ${name}?`,
      open: () => deleteButton(page).click(),
    });
    await expect(page).toHaveURL(/\/admin\/cards$/);
  });

  test('a category from its edit page', async ({ adminPage: page, db }) => {
    const name = `Radera kategori ${stamp()}`;
    const { data: category } = await db
      .from('categories')
      .insert({ name, slug: `radera-kategori-${stamp()}` })
      .select()
      .single();
    await page.goto(`/admin/categories/${category!.id}`);
    await cancelThenConfirm(page, db, {
      table: 'categories',
      ids: [category!.id],
      title: `Ta bort kategorin ${name}?`,
      open: () => deleteButton(page).click(),
    });
  });

  test('a news article from its edit page, on a phone', async ({ adminPage: page, db }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const title = `Radera nyhet ${stamp()}`;
    const { data: article } = await db
      .from('news_articles')
      .insert({ title, slug: `radera-nyhet-${stamp()}` })
      .select()
      .single();
    await page.goto(`/admin/news/${article!.id}`);
    await cancelThenConfirm(page, db, {
      table: 'news_articles',
      ids: [article!.id],
      title: `Ta bort nyheten ${title}?`,
      open: () => deleteButton(page).click(),
    });
  });

  test('a bank without cards from its page', async ({ adminPage: page, db }) => {
    const name = `Radera bank ${stamp()}`;
    const { data: bank } = await db
      .from('banks')
      .insert({ name, slug: `radera-bank-${stamp()}` })
      .select()
      .single();
    await page.goto(`/admin/banks/${bank!.id}/show`);
    await expect(page.locator('h1')).toHaveText(`Bank: ${name}`);
    await cancelThenConfirm(page, db, {
      table: 'banks',
      ids: [bank!.id],
      title: `Ta bort banken ${name}?`,
      open: () => deleteButton(page).click(),
    });
  });

  test('a chat session and its messages from its page', async ({ adminPage: page, db }) => {
    const { data: session } = await db
      .from('chat_sessions')
      .insert({ visitor_id: `radera-${stamp()}` })
      .select()
      .single();
    await db.from('chat_messages').insert({ session_id: session!.id, role: 'user', content: 'Hej' });
    await page.goto(`/admin/chats/${session!.id}/show`);
    await cancelThenConfirm(page, db, {
      table: 'chat_sessions',
      ids: [session!.id],
      title: `Ta bort chattsessionen #${session!.id}?`,
      open: () => deleteButton(page).click(),
    });
    const { count } = await db
      .from('chat_messages')
      .select('id', { count: 'exact', head: true })
      .eq('session_id', session!.id);
    expect(count).toBe(0);
  });

  test('networks in bulk from the list: one by name, several counted and named', async ({
    adminPage: page,
    db,
  }) => {
    const names = [`Ö-radera ett ${stamp()}`, `Ö-radera två ${stamp()}`];
    const { data: networks } = await db
      .from('networks')
      .insert(names.map((name, i) => ({ name, slug: `o-radera-${i}-${stamp()}` })))
      .select();
    const ids = networks!.map((n) => n.id as number);
    await page.goto('/admin/networks?sort=name&order=DESC&page=1&perPage=25');
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });

    await row(names[0]).getByRole('checkbox').check();
    const dialog = page.getByRole('dialog');
    await deleteButton(page).click();
    await expect(dialog.getByRole('heading')).toHaveText(`Ta bort nätverket ${names[0]}?`);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    expect(await exists(db, 'networks', ids)).toBe(2);

    await row(names[1]).getByRole('checkbox').check();
    await cancelThenConfirm(page, db, {
      table: 'networks',
      ids,
      title: 'Ta bort 2 nätverk?',
      open: async () => {
        await deleteButton(page).click();
        await expect(dialog).toContainText('2 nätverk tas bort permanent');
        for (const name of names) await expect(dialog).toContainText(name);
      },
    });
    await expect(row(names[0])).toHaveCount(0);
  });

  test('a review in bulk from the list', async ({ adminPage: page, db }) => {
    const title = `Radera recension ${stamp()}`;
    const { data: review } = await db
      .from('reviews')
      .insert({ card_id: 1, rating: 3, title, body: 'Text', author_name: 'Test' })
      .select()
      .single();
    await page.goto('/admin/reviews?sort=created_at&order=DESC&page=1&perPage=25');
    await page.getByRole('row').filter({ hasText: title }).getByRole('checkbox').check();
    await cancelThenConfirm(page, db, {
      table: 'reviews',
      ids: [review!.id],
      title: `Ta bort recensionen #${review!.id} ${title}?`,
      open: () => deleteButton(page).click(),
    });
  });
});
