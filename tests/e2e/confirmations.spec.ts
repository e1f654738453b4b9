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

/** What a record page's delete needs besides a name and a slug. */
interface RecordPageOptions {
  /** Other columns the row needs. */
  values?: Record<string, unknown>;
  /** The column of its name, when it is not `name`. */
  column?: 'title';
  /** Deleted at 390 px. */
  phone?: boolean;
  /** The page's heading, before the name. */
  heading?: string;
  /** Where the app goes once the record is gone. */
  then?: RegExp;
}

const deleteButton = (page: Page) => page.getByRole('button', { name: 'Ta bort', exact: true });

/** Inserts one row as the service role and returns it. */
async function insertOne(db: SupabaseClient, table: string, values: Record<string, unknown>) {
  const { data, error } = await db.from(table).insert(values).select().single();
  expect(error).toBeNull();
  return data as { id: number };
}

/**
 * Opens the delete dialog with `open` (by default the page's "Ta bort" button), checks that it names the record,
 * cancels (nothing changes in the database), opens it again and confirms (the rows are gone).
 */
async function cancelThenConfirm(
  page: Page,
  db: SupabaseClient,
  {
    table,
    ids,
    title,
    open = () => deleteButton(page).click(),
  }: { table: string; ids: unknown[]; title: string; open?: () => Promise<void> },
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

test.describe('every delete asks first, in Swedish, naming the record', () => {
  test.beforeEach(async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  // A record deleted from its own page: the test, the table, its page, how the dialog names it ("Ta bort
  // kategorin …?"), the word in its made-up name ("Radera kategori 1732…", slug "radera-kategori-1732…"), and what
  // else it needs.
  const RECORD_PAGES: Array<[string, string, string, string, string, RecordPageOptions?]> = [
    [
      'a card from its edit page',
      'credit_cards',
      'cards/:id',
      'kreditkortet',
      'kort',
      // A deleted card's page is gone: back to the list.
      { values: { bank_id: 1, network_id: 1 }, then: /\/admin\/cards$/ },
    ],
    ['a category from its edit page', 'categories', 'categories/:id', 'kategorin', 'kategori'],
    [
      'a news article from its edit page, on a phone',
      'news_articles',
      'news/:id',
      'nyheten',
      'nyhet',
      { column: 'title', phone: true },
    ],
    [
      'a bank without cards from its page',
      'banks',
      'banks/:id/show',
      'banken',
      'bank',
      { heading: 'Bank: ' },
    ],
  ];
  for (const [name, table, route, noun, word, options = {}] of RECORD_PAGES) {
    test(name, async ({ adminPage: page, db }) => {
      if (options.phone) await page.setViewportSize({ width: 390, height: 844 });
      const text = `Radera ${word} ${stamp()}`;
      const row = await insertOne(db, table, {
        ...options.values,
        [options.column ?? 'name']: text,
        slug: `radera-${word}-${stamp()}`,
      });
      await page.goto(`/admin/${route.replace(':id', String(row.id))}`);
      if (options.heading) await expect(page.locator('h1')).toHaveText(`${options.heading}${text}`);
      await cancelThenConfirm(page, db, { table, ids: [row.id], title: `Ta bort ${noun} ${text}?` });
      if (options.then) await expect(page).toHaveURL(options.then);
    });
  }

  test('a chat session and its messages from its page', async ({ adminPage: page, db }) => {
    const session = await insertOne(db, 'chat_sessions', { visitor_id: `radera-${stamp()}` });
    await db.from('chat_messages').insert({ session_id: session.id, role: 'user', content: 'Hej' });
    await page.goto(`/admin/chats/${session.id}/show`);
    const title = `Ta bort chattsessionen #${session.id}?`;
    await cancelThenConfirm(page, db, { table: 'chat_sessions', ids: [session.id], title });
    const { count } = await db
      .from('chat_messages')
      .select('id', { count: 'exact', head: true })
      .eq('session_id', session.id);
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
    const review = await insertOne(db, 'reviews', {
      card_id: 1,
      rating: 3,
      title,
      body: 'Text',
      author_name: 'Test',
    });
    await page.goto('/admin/reviews?sort=created_at&order=DESC&page=1&perPage=25');
    await page.getByRole('row').filter({ hasText: title }).getByRole('checkbox').check();
    await cancelThenConfirm(page, db, {
      table: 'reviews',
      ids: [review.id],
      title: `Ta bort recensionen #${review.id} ${title}?`,
    });
  });
});
