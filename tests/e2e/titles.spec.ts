import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, test } from './fixtures';

type Row = Record<string, unknown>;

interface RecordPage {
  /** The route's last part: '' for the edit page (/admin/cards/1), 'show' for /admin/banks/1/show. */
  view: '' | 'show';
  /** The expected h1, from the record as the database holds it. */
  heading: (row: Row) => string;
}

interface Screen {
  resource: string;
  table: string;
  plural: string;
  create?: string;
  records: RecordPage[];
}

// What every screen must say it shows: the list by its plural, a new record by its kind, an open record by name.
const SCREENS: Screen[] = [
  {
    resource: 'cards',
    table: 'credit_cards',
    plural: 'Kreditkort',
    create: 'Nytt kreditkort',
    records: [{ view: '', heading: (r) => `Redigera kreditkort: ${r.name}` }],
  },
  {
    resource: 'banks',
    table: 'banks',
    plural: 'Banker',
    create: 'Ny bank',
    records: [
      { view: '', heading: (r) => `Redigera bank: ${r.name}` },
      { view: 'show', heading: (r) => `Bank: ${r.name}` },
    ],
  },
  {
    resource: 'networks',
    table: 'networks',
    plural: 'Nätverk',
    create: 'Nytt nätverk',
    records: [
      { view: '', heading: (r) => `Redigera nätverk: ${r.name}` },
      { view: 'show', heading: (r) => `Nätverk: ${r.name}` },
    ],
  },
  {
    resource: 'categories',
    table: 'categories',
    plural: 'Kategorier',
    create: 'Ny kategori',
    records: [{ view: '', heading: (r) => `Redigera kategori: ${r.name}` }],
  },
  {
    resource: 'reviews',
    table: 'reviews',
    plural: 'Recensioner',
    records: [{ view: '', heading: (r) => `Granska recension: #${r.id} ${r.title ?? ''}`.trim() }],
  },
  {
    resource: 'inquiries',
    table: 'expert_inquiries',
    plural: 'Expertförfrågningar',
    records: [{ view: '', heading: (r) => `Besvara expertförfrågan: #${r.id} ${r.name}` }],
  },
  {
    resource: 'chats',
    table: 'chat_sessions',
    plural: 'Chatthistorik',
    records: [{ view: 'show', heading: (r) => `Chattsession: #${r.id}` }],
  },
  {
    resource: 'cookies',
    table: 'cookie_consents',
    plural: 'Cookie-samtycken',
    records: [{ view: 'show', heading: (r) => `Cookie-samtycke: ${r.consent_id}` }],
  },
  {
    resource: 'news',
    table: 'news_articles',
    plural: 'Nyheter',
    create: 'Ny nyhet',
    records: [{ view: '', heading: (r) => `Redigera nyhet: ${r.title}` }],
  },
  {
    resource: 'blog',
    table: 'blog_posts',
    plural: 'Blogg',
    create: 'Nytt blogginlägg',
    records: [{ view: '', heading: (r) => `Redigera blogginlägg: ${r.title}` }],
  },
];

async function expectTitled(page: Page, heading: string) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(heading);
  await expect(page).toHaveTitle(`${heading} – Admin Panel`);
}

/** The newest record of a table, as the service role reads it (several per table, so not only id 1). */
async function latest(db: SupabaseClient, table: string): Promise<Row> {
  const { data, error } = await db.from(table).select('*').order('id', { ascending: false }).limit(1);
  expect(error).toBeNull();
  expect(data, `${table} has no rows in the seed`).toHaveLength(1);
  return data![0] as Row;
}

test.describe('every screen says what is open: h1, document title and breadcrumbs', () => {
  for (const screen of SCREENS) {
    test(screen.resource, async ({ adminPage: page, db }) => {
      await page.goto(`/admin/${screen.resource}`);
      await expectTitled(page, screen.plural);

      if (screen.create) {
        await page.goto(`/admin/${screen.resource}/create`);
        await expectTitled(page, screen.create);
        const trail = page.getByRole('navigation', { name: 'Sökväg' });
        await expect(trail.getByRole('link', { name: screen.plural })).toHaveAttribute(
          'href',
          `/admin/${screen.resource}`,
        );
      }

      const row = await latest(db, screen.table);
      for (const record of screen.records) {
        const heading = record.heading(row);
        await page.goto(`/admin/${screen.resource}/${row.id}${record.view ? `/${record.view}` : ''}`);
        await expectTitled(page, heading);
        // The trail leads back to the list and ends at the open record.
        const trail = page.getByRole('navigation', { name: 'Sökväg' });
        await expect(trail.getByRole('link', { name: 'Dashboard' })).toBeVisible();
        await expect(trail.getByRole('link', { name: screen.plural })).toBeVisible();
        await expect(trail.locator('[aria-current="page"]')).toHaveText(heading);
      }
    });
  }

  test('a record renamed in the form is named by its saved name, not by what is typed', async ({
    adminPage: page,
    db,
  }) => {
    const name = `Rubrikkategori ${Date.now()}`;
    const { data: category } = await db
      .from('categories')
      .insert({ name, slug: `rubrikkategori-${Date.now()}`, sort_order: 500 })
      .select()
      .single();
    try {
      await page.goto(`/admin/categories/${category!.id}`);
      await expectTitled(page, `Redigera kategori: ${name}`);
      await page.getByLabel('Namn').fill(`${name} ändrad`);
      await expect(page.locator('h1')).toHaveText(`Redigera kategori: ${name}`);
      await page.getByRole('button', { name: 'Spara' }).click();
      await expect(page).toHaveURL(/\/admin\/categories$/);
      await page.goto(`/admin/categories/${category!.id}`);
      await expectTitled(page, `Redigera kategori: ${name} ändrad`);
    } finally {
      await db.from('categories').delete().eq('id', category!.id);
    }
  });
});
