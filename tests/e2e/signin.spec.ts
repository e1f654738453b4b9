import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Counts history.pushState/replaceState calls from the first script on, to catch redirect loops. */
async function countHistory(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __historyCalls: number };
    w.__historyCalls = 0;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        w.__historyCalls += 1;
        return original(...args);
      };
    }
  });
}

const historyCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __historyCalls: number }).__historyCalls);

test.describe('sign-in', () => {
  for (const path of ['/admin', '/', '/admin/cards/1', '/admin/login']) {
    test(`the form appears without a redirect loop from ${path}`, async ({ page }) => {
      await countHistory(page);
      await page.goto(path);
      await expect(page.getByLabel(/E-post/)).toBeVisible();
      // Time from the start of navigation to the visible form, as the browser measures it (printed, not asserted).
      const ms = await page.evaluate(() => Math.round(performance.now()));
      await page.waitForTimeout(300);
      const calls = await historyCalls(page);
      console.log(`sign-in form from ${path}: ${ms} ms after navigation start, ${calls} history calls`);
      expect(calls).toBeLessThanOrEqual(3);
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  }

  for (const where of ['fragment', 'query'] as const) {
    test(`an expired e-mail link (${where}) shows a Swedish reason and the URL is cleaned`, async ({
      page,
    }) => {
      const params =
        'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
      await page.goto(where === 'fragment' ? `/admin/login#${params}` : `/admin?${params}`);
      const alert = page.getByRole('alert').filter({ hasText: 'Länken fungerade inte' });
      await expect(alert).toContainText('Länken har gått ut eller har redan använts');
      await expect(page.getByText(/invalid or has expired/)).toHaveCount(0);
      await expect(page.getByLabel(/E-post/)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.reload();
      await expect(page.getByLabel(/E-post/)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Länken fungerade inte' })).toHaveCount(0);
    });
  }
});
