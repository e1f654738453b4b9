import type { Page } from '@playwright/test';
import { ADMIN, expect, serviceClient, test } from './fixtures';

/** Presses Tab until the focused element matches `selector`; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, { limit = 80, backwards = false } = {}): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const state = await page.evaluate((wanted) => {
      const active = document.activeElement;
      return {
        found: Boolean(active?.matches(wanted)),
        hidden: Boolean(active?.closest('.RaBulkActionsToolbar-collapsed')),
      };
    }, selector);
    expect(state.hidden, 'a hidden bulk-action button took the focus').toBe(false);
    if (state.found) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

test('keyboard walk: sign in, skip link, open a record from a list, edit, save, sign out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/login');
  await tabTo(page, 'input[type=email], input[name=email]');
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByText('Admin Panel')).toBeVisible();
  await expect(page.locator('h1')).toHaveText('Dashboard');
  await expect(page).toHaveTitle('Dashboard – Admin Panel');

  // The first Tab stop is the skip link; it moves the focus past the menu.
  await page.goto('/admin/categories');
  await expect(page.locator('h1')).toHaveText('Kategorier');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Hoppa till innehållet');
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveId('main-content');

  await tabTo(page, 'tr.RaDatagrid-clickableRow');
  expect(await focusOutline(page)).toMatchObject({ style: 'solid' });
  expect((await focusOutline(page)).width).toBeGreaterThanOrEqual(2);
  const rowName = (await page.locator(':focus td').nth(1).innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/categories\/\d+$/);
  await expect(page).toHaveTitle(/– Admin Panel$/);
  await expect(page.getByRole('navigation', { name: 'Sökväg' })).toContainText('Kategorier');

  const description = `Ändrad med tangentbordet ${Date.now()}`;
  await tabTo(page, 'textarea[name=description]');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(description);
  await tabTo(page, 'button[type=submit]');
  expect((await focusOutline(page)).style).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/categories$/);
  const { data } = await serviceClient()
    .from('categories')
    .select('name, description')
    .eq('description', description);
  expect(data).toHaveLength(1);
  expect(rowName.length).toBeGreaterThan(0);

  await tabTo(page, 'header button:last-of-type', { backwards: true, limit: 200 });
  await expect(page.locator(':focus')).toHaveText('Logga ut');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel(/E-post/)).toBeVisible();
});
