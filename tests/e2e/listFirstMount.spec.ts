import type { Page } from '@playwright/test';
import { ADMIN, expect, loginAs, test } from './fixtures';
import { onEveryCommit } from './support/reactCommits';

// Issue 36: a list opened by URL whose entry declares its opening query (the reviews) has its rows asked for as soon
// as the role is known, and the layout holds the page until they answer (src/resources/usePrefetchFirstList.ts): the
// list page's first commit already shows them, and it mounts once. Before, when the role had answered by the
// layout's first render, the list mounted in that render with a skeleton and again when its rows came.

interface ListSighting {
  /** Rows in the DOM at the first commit that showed the list page (null until one has). */
  rowsAtFirstSight: number | null;
  /** Distinct list page elements React put in the DOM (a remount makes a new one). */
  listElements: number;
}

declare global {
  interface Window {
    __listSighting?: ListSighting;
  }
}

/** Runs in the page at every commit: the list page's first appearance and the rows it had then. */
function listSighting(rows: string): () => void {
  const sighting: ListSighting = { rowsAtFirstSight: null, listElements: 0 };
  const seen = new WeakSet<Element>();
  window.__listSighting = sighting;
  return () => {
    const list = document.querySelector('main .RaList-main');
    if (!list || seen.has(list)) return;
    seen.add(list);
    sighting.listElements += 1;
    sighting.rowsAtFirstSight ??= document.querySelectorAll(rows).length;
  };
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

for (const { width, rows } of [
  { width: 768, rows: 'main [data-testid="compact-list"] a[href*="/admin/reviews/"]' },
  { width: 1280, rows: 'main tr.RaDatagrid-row' },
]) {
  for (const cpu of ['full speed', '4× CPU']) {
    test(`the reviews list by URL at ${width} px, ${cpu}: its first commit shows its rows, mounted once`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, ADMIN.email, ADMIN.password);
      await onEveryCommit(page, listSighting, rows);
      if (cpu !== 'full speed') await throttle(page);
      await page.goto('/admin/reviews');
      await expect(page.locator(rows).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const sighting = await page.evaluate(() => window.__listSighting!);
      expect(sighting.rowsAtFirstSight).toBeGreaterThan(0);
      expect(sighting.listElements).toBe(1);
    });
  }
}
