// Issue 34: Regelkontroll (/card-rules), the pre-flight report. Att göra links to it while a card the public sees
// fails today's rules (the seed's two); the page lists each failing card with its Swedish reasons and a link to its
// form, and another day is judged by that day's rules. At 1280 px (mouse) and 768 px (touch), by keyboard alone,
// with axe.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { atMouseAndTouch } from './support/viewports';
import { expectNoBarriers } from './support/accessible';

const FAILING = ['Ikano Bank Classic', 're:member Premium'];

async function expectReport(page: Page): Promise<Locator> {
  await expect(page.locator('h1')).toHaveText('Regelkontroll');
  await expect(page.getByTestId('card-rules-summary')).toContainText(
    '2 publicerade kort uppfyller inte reglerna som gäller',
    { timeout: 30_000 },
  );
  const list = page.getByTestId('card-rules-list');
  await expect(list.getByRole('heading')).toHaveText(FAILING);
  await expect(list).toContainText('Varningstext:');
  await expect(list).toContainText('fast eller rörlig');
  return list;
}

atMouseAndTouch('Regelkontroll', (_width, touch, press) => {
  test('opens from Att göra, lists the failing cards, judges another day and links to a card', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin');
    const line = page.getByTestId('todo-card-rules');
    await expect(line).toContainText('2 publicerade kort uppfyller inte reglerna som gäller i dag', {
      timeout: 30_000,
    });
    await press(line);
    await expect(page).toHaveURL(/\/admin\/card-rules/);
    const list = await expectReport(page);
    await expectNoBarriers(page, touch);

    await page.getByLabel('Datum').fill('2026-11-19');
    await expect(page.getByTestId('card-rules-none')).toHaveText(
      'Alla publicerade kort uppfyller reglerna som gäller 2026-11-19.',
    );
    await expectNoBarriers(page, touch);

    await page.getByLabel('Datum').fill('2026-11-20');
    await expect(list.getByRole('heading')).toHaveText(FAILING);
    await press(list.getByRole('link', { name: 're:member Premium' }));
    await expect(page).toHaveURL(/\/admin\/cards\/23$/);
  });
});

test('Regelkontroll by keyboard alone: the date field and a card’s form', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/card-rules');
  await expectReport(page);
  const day = page.getByLabel('Datum');
  for (let step = 0; step < 60 && !(await day.evaluate((el) => el === document.activeElement)); step += 1)
    await page.keyboard.press('Tab');
  await expect(day).toBeFocused();
  const link = page.getByRole('link', { name: 'Ikano Bank Classic' });
  await expect(link).toBeVisible();
  for (let step = 0; step < 20 && !(await link.evaluate((el) => el === document.activeElement)); step += 1)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/cards\/29$/);
});
