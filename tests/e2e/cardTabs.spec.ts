// Issue 31 item 3: every tab of the card form is in sight at 768–1920 px without scrolling the tab bar, and the tab
// that validation marks red is one the admin can see.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './team';

const WIDTHS = [
  { width: 768, touch: true },
  { width: 1024, touch: false },
  { width: 1280, touch: false },
  { width: 1920, touch: false },
] as const;

const TABS = [
  'Grunduppgifter',
  'Texter',
  'Avgifter',
  'Ränta och kredit',
  'Förmåner',
  'Krav',
  'Räkneexempel',
  'Publicering',
];

async function openFirstCard(page: Page, db: import('@supabase/supabase-js').SupabaseClient): Promise<void> {
  const { data, error } = await db.from('cards').select('id').order('id').limit(1).single();
  expect(error).toBeNull();
  await page.goto(`/admin/cards/${data!.id}`);
  await expect(page.getByRole('tab', { name: 'Grunduppgifter' })).toBeVisible();
}

/** The tab's box lies whole inside the window and inside its tab bar's visible box. */
async function expectWhollyInSight(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  const inSight = await tab.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const bar = element.closest('.MuiTabs-scroller')!.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.left >= Math.max(0, bar.left) - 0.5 &&
      box.right <= Math.min(window.innerWidth, bar.right) + 0.5 &&
      box.top >= bar.top - 0.5 &&
      box.bottom <= bar.bottom + 0.5
    );
  });
  expect(inSight, `tab ${name} in sight`).toBe(true);
}

for (const { width, touch } of WIDTHS) {
  test.describe(`card form tabs at ${width} px`, () => {
    test.use({ viewport: { width, height: 1024 }, hasTouch: touch });

    test('every tab is in sight, with no scroll arrows', async ({ adminPage: page, db }) => {
      await openFirstCard(page, db);
      await expect(page.getByRole('tab')).toHaveCount(TABS.length);
      for (const name of TABS) await expectWhollyInSight(page, name);
      await expect(page.locator('.MuiTabs-scrollButtons')).toHaveCount(0);
    });
  });
}

for (const { width, touch } of [WIDTHS[0], WIDTHS[2]]) {
  test.describe(`card form error marks at ${width} px`, () => {
    test.use({ viewport: { width, height: 1024 }, hasTouch: touch });

    test('a tab marked red on save is in sight, and the form passes axe', async ({ adminPage: page, db }) => {
      await openFirstCard(page, db);
      await page.getByRole('tab', { name: 'Krav', exact: true }).click();
      await page.getByLabel('Lägsta ålder').fill('');
      await page.getByRole('tab', { name: 'Grunduppgifter', exact: true }).click();
      await page.getByRole('button', { name: 'Spara' }).click();
      const marked = page.getByRole('tab', { name: 'Krav', exact: true });
      await expect(marked).toHaveClass(/error/);
      await expectWhollyInSight(page, 'Krav');
      await expectAccessible(page);
    });
  });
}
