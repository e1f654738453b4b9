// Issue 31 item 8: the top bar on one line at 390 px, Administratörer without words cut at 768 and 390 px, the
// cards list's actions in one row at 1024 px; each screen passes axe.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './team';
import { lineCount } from './support/lines';

/** The distinct rounded tops of the elements. */
async function rowsOf(elements: Locator): Promise<number> {
  const tops = await elements.evaluateAll((nodes) =>
    nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
  );
  return new Set(tops).size;
}

/** Every word of the element's text sits on one line (no word cut across two). */
async function expectNoWordCut(element: Locator): Promise<void> {
  const cut = await element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const words: string[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size > 1)
          words.push(match[0]);
      }
    }
    return words;
  });
  expect(cut, 'words cut across lines').toEqual([]);
}

async function openAdmins(page: Page): Promise<Locator> {
  await page.goto('/admin/account/admins');
  const table = page.getByRole('table', { name: 'Administratörer' });
  await expect(table.getByText('admin@example.se')).toBeVisible();
  return table;
}

test.describe('at 390 px (touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the top bar keeps one line and Administratörer cuts no word', async ({ adminPage: page }) => {
    const bar = page.getByRole('banner');
    expect(await lineCount(bar.getByText('Admin Panel'))).toBe(1);
    expect(await lineCount(bar.getByRole('button', { name: 'Logga ut' }))).toBe(1);
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(page.getByTestId('user-email')).toBeHidden();
    await expect(bar.getByRole('link', { name: 'Mitt konto' })).toBeVisible();
    await expectNoWordCut(await openAdmins(page));
    await expectAccessible(page);
  });
});

test.describe('at 768 px (touch)', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('Administratörer cuts no word and labels each line', async ({ adminPage: page }) => {
    const table = await openAdmins(page);
    await expectNoWordCut(table);
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const label = await table
      .locator('tbody td')
      .first()
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"E-post: "');
    await expectAccessible(page);
  });
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 900 } });

  test('the cards list shows its six actions in one row', async ({ adminPage: page }) => {
    await page.goto('/admin/cards');
    const actions = page
      .locator('.RaList-actions .MuiToolbar-root')
      .getByRole('button')
      .or(page.locator('.RaList-actions .MuiToolbar-root').getByRole('link'));
    // Filter, Sparade vyer, Kolumner, Skapa, Importera prislista, Exportera.
    await expect(actions).toHaveCount(6);
    expect(await rowsOf(actions)).toBe(1);
    await expectAccessible(page);
  });
});
