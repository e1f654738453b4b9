// Issue 34: Villkor per datum (/terms-on-date). The admin sees the cards the public could see at a moment (now by
// default: the seed's published cards), opens a card's timeline, exports CSV for Swedish Excel and JSON, and picks a
// moment before any card existed (none shown). At 1280 px (mouse) and 768 px (touch), and by keyboard alone, with axe.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { downloadText } from './support/download';
import { atMouseAndTouch } from './support/viewports';
import { expectNoBarriers } from './support/accessible';

atMouseAndTouch('Villkor per datum', (_width, touch, press) => {
  test('shows the cards public now, a timeline, the exports, and none before the history', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin');
    await press(
      page.getByRole('region', { name: 'Verktyg' }).getByRole('link', { name: 'Villkor per datum' }),
    );
    await expect(page.locator('h1')).toHaveText('Villkor per datum');
    const cards = page.getByTestId('terms-cards');
    await expect(cards.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status')).toContainText('kort visades');
    await expectNoBarriers(page, touch);

    const csv = await downloadText(page, page.getByRole('button', { name: 'Exportera CSV' }), touch);
    expect(csv.startsWith('\ufeff"Kort-id";"Kort";"Bank";"Sponsrad";"Rang"')).toBe(true);
    expect(csv.split('\r\n').length).toBeGreaterThan(2);
    const json = JSON.parse(
      await downloadText(page, page.getByRole('button', { name: 'Exportera JSON' }), touch),
    ) as { at: string; cards: Array<{ name: string }> };
    expect(json.cards.length).toBe(csv.split('\r\n').length - 2);

    const first = json.cards[0].name;
    await press(page.getByRole('button', { name: `Visa tidslinje för ${first}` }));
    await expect(page.getByRole('heading', { name: `Tidslinje för ${first}` })).toBeFocused();
    await expect(page.getByTestId('terms-timeline').locator('tbody tr').first()).toContainText('Skapat');
    await expectNoBarriers(page, touch);

    const year = page
      .getByRole('group', { name: 'Tidpunkt (svensk tid)', exact: true })
      .getByRole('spinbutton', { name: 'År' });
    await press(year);
    await page.keyboard.type('202001011200');
    await press(page.getByRole('button', { name: 'Visa', exact: true }));
    await expect(page.getByRole('heading', { name: 'Kort som visades 2020-01-01 12:00' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Inga kort var publicerade vid den tidpunkten.');
    await expectNoBarriers(page, touch);
  });
});

/** Presses Tab until the focused element matches `selector` and `name` (its accessible text or label). */
async function tabTo(page: Page, selector: string, name: string, limit = 80): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      ([wanted, label]) => {
        const el = document.activeElement;
        return Boolean(
          el?.matches(wanted) && (el.textContent === label || el.getAttribute('aria-label') === label),
        );
      },
      [selector, name] as const,
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached ${selector} ${name}`);
}

test('Villkor per datum by keyboard alone: a moment, the cards, a timeline', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/terms-on-date');
  await expect(page.locator('h1')).toHaveText('Villkor per datum');
  await expect(page.getByTestId('terms-cards').locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });

  await tabTo(page, '[role="spinbutton"]', 'År');
  await page.keyboard.type('202001011200');
  await tabTo(page, 'button', 'Visa');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Inga kort var publicerade vid den tidpunkten.');

  // Back to now: the year typed as this year's, the rest kept; then the first card's timeline.
  await page.goto('/admin/terms-on-date');
  const cards = page.getByTestId('terms-cards');
  await expect(cards.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const name = (await cards.locator('tbody tr').first().locator('td').first().textContent())!;
  await tabTo(page, 'button', `Visa tidslinje för ${name}`);
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Tidslinje för ${name}` })).toBeFocused();
  await expect(page.getByTestId('terms-timeline').locator('tbody tr').first()).toBeVisible();
  await expectNoBarriers(page, false);
});
