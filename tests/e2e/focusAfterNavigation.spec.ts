// Issue 31, item 8: after signing in and after opening a record the focus fell to <body>; it moves to the main
// content, so the next Tab continues in the page. A page load still starts at the skip link. 1280 px and 768 px
// (touch), with axe.
import { ADMIN, expect, loginAs, test } from './fixtures';
import { atMouseAndTouch } from './support/viewports';
import { axeCount } from './support/audit';

const focusedId = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (document.activeElement === document.body ? 'body' : document.activeElement?.id));
/** 'heading <text>' when the focus is on the main content's page heading (issue 31: not <body>, not a bare box). */
const focusedHeading = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.tagName === 'H1' && active.closest('#main-content') ? `heading ${active.textContent}` : 'elsewhere';
  });

atMouseAndTouch('focus after navigation', (_width, touch) => {
  test('sign-in and opening a record leave the focus in the main content', async ({ page }) => {
    // Signing in by the button, which goes with the sign-in form.
    await loginAs(page, ADMIN.email, ADMIN.password);
    await expect(page.locator('h1')).toHaveText('Dashboard');
    await expect.poll(() => focusedHeading(page)).toBe('heading Dashboard');

    // A page load keeps the browser's start: the first Tab is the skip link.
    await page.goto('/admin/categories');
    await expect(page.locator('h1')).toHaveText('Kategorier');
    expect(await focusedId(page)).toBe('body');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Hoppa till innehållet');

    // A table row at 1280 px, a linked list item at 768 px.
    const row = touch
      ? page.getByRole('main').locator('a[href^="/admin/categories/"]:not([href$="/create"])').first()
      : page.locator('tr.RaDatagrid-clickableRow').first();
    if (touch) await row.tap();
    else await row.click();
    await expect(page).toHaveURL(/\/admin\/categories\/\d+$/);
    await expect.poll(() => focusedHeading(page)).toMatch(/^heading Redigera kategori/);
    // The next Tab stays in the page instead of starting over at the top bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
    const axe = await axeCount(page);
    expect(axe.rules).toEqual([]);
  });
});
