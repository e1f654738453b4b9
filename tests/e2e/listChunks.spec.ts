import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, loginAs, test } from './fixtures';

// Issue 24: the first list view (the card list opened by URL with a cold HTTP cache and a stored session) loads at
// most 10 JavaScript files; it was 57 small chunks. vite.config.ts groups the lazy modules by area
// (build/chunkGroups.ts).
// The count is the build's structure, not a timing. Then the first card-form open fetches no JS file: the list
// prefetched the form's chunks while its rows were shown, and the suggestions of its reference inputs (bank,
// network, categories), so the form asks for none of them: it renders once with them.
const FIRST_LIST_JS_BUDGET = 10;

/** Every JavaScript file the page requests (scripts, module preloads, dynamic imports). */
function countScripts(page: Page): { files: string[] } {
  const seen = { files: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) seen.files.push(url.pathname);
  });
  return seen;
}

async function signedInState(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, ADMIN.email, ADMIN.password);
  const state = await context.storageState();
  await context.close();
  return state;
}

for (const { name, viewport, touch } of [
  { name: 'tablet 768 px (touch list)', viewport: { width: 768, height: 1024 }, touch: true },
  { name: 'desktop 1280 px (grid)', viewport: { width: 1280, height: 900 }, touch: false },
]) {
  test(`first list view on a ${name}: at most ${FIRST_LIST_JS_BUDGET} JS files`, async ({ browser }) => {
    const storageState = await signedInState(browser);
    const context = await browser.newContext({
      storageState,
      viewport,
      hasTouch: touch,
      isMobile: touch,
      locale: 'sv-SE',
    });
    try {
      const page = await context.newPage();
      const scripts = countScripts(page);
      await page.goto('/admin/cards');
      const firstCard = page
        .locator(
          '[data-testid="compact-list"] a[href*="/admin/cards/"], main tr.RaDatagrid-row td.column-name',
        )
        .first();
      await expect(firstCard).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The list fetches the form's chunk group on its own once its rows are shown (usePrefetchRecordView).
      await expect.poll(() => scripts.files.some((file) => /\/forms-/.test(file))).toBe(true);
      await page.waitForLoadState('networkidle');
      const list = [...scripts.files];
      scripts.files.length = 0;
      const references: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (/^\/rest\/v1\/(banks|networks|categories)$/.test(path)) references.push(request.url());
      });

      await firstCard.click();
      // A card's edit form (at 768 px the create button is a link in main too, so the rows are picked by list).
      await expect(page).toHaveURL(/\/admin\/cards\/\d+$/);
      await expect(page.locator('input[name="name"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const form = [...scripts.files];
      console.log(
        `${name}: first list view ${list.length} JS files, then the first card-form open ${form.length}\n` +
          `  list: ${list.map((file) => file.replace(/^.*\//, '')).join(', ')}\n` +
          `  form: ${form.map((file) => file.replace(/^.*\//, '')).join(', ')}`,
      );
      expect(list.length).toBeLessThanOrEqual(FIRST_LIST_JS_BUDGET);
      // So the tap does not wait for the form's chunks (the record's history below the form still loads its own).
      expect(form.filter((file) => /\/(forms|SimpleForm)-/.test(file))).toEqual([]);
      // The bank and network are shown (from the prefetched suggestions) without a request of the form's own.
      await expect(page.getByRole('combobox', { name: 'Bank' })).not.toHaveValue('');
      await expect(page.getByRole('combobox', { name: 'Nätverk' })).not.toHaveValue('');
      expect(references).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
