import type { Page } from '@playwright/test';
import { ADMIN, expect, fillSignIn, loginAs, test } from './fixtures';

// Issue 36: when the layout opens on the dashboard (after signing in, or by URL), the cards' count-only selects go
// out as soon as the role is known (src/resources/usePrefetchDashboardCounts.ts), not from the dashboard's mount
// after the layout's page has rendered: on a throttled tablet that was ~0.9 s later. Each count is still asked once
// (tests/e2e/requests.spec.ts).

interface CountRequest {
  url: string;
  /** Whether the dashboard (its heading) was in the app's DOM when the request was made. */
  dashboardMounted: boolean;
}

declare global {
  interface Window {
    __countRequests?: CountRequest[];
  }
}

/** Records, in the page, each count-only request (HEAD) and whether the dashboard had mounted when it was made. */
async function recordCountRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const requests: CountRequest[] = [];
    window.__countRequests = requests;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method === 'HEAD')
        requests.push({
          url: String(input instanceof Request ? input.url : input),
          dashboardMounted: [...document.querySelectorAll('#root main h2')].some(
            (h) => h.textContent === 'Innehåll',
          ),
        });
      return fetch(input, init);
    };
  });
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function countsShown(page: Page): Promise<CountRequest[]> {
  for (const route of ['cards', 'banks', 'networks', 'news', 'blog', 'inquiries'])
    await expect(page.getByTestId(`count-card-${route}`).getByTestId('count')).toBeVisible();
  await expect(page.getByTestId('pending-badge')).toBeVisible();
  return page.evaluate(() => window.__countRequests ?? []);
}

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

test('after signing in, the seven counts are asked before the dashboard mounts', async ({ page }) => {
  await recordCountRequests(page);
  await fillSignIn(page, ADMIN.email, ADMIN.password);
  await throttle(page);
  await page.getByRole('button', { name: 'Logga in' }).click();
  const requests = await countsShown(page);
  expect(requests).toHaveLength(7);
  expect(requests.filter((request) => request.dashboardMounted)).toEqual([]);
});

test('the dashboard opened by URL has its counts asked before it mounts', async ({ page }) => {
  await loginAs(page, ADMIN.email, ADMIN.password);
  await recordCountRequests(page);
  await throttle(page);
  await page.goto('/admin/');
  const requests = await countsShown(page);
  expect(requests).toHaveLength(7);
  expect(requests.filter((request) => request.dashboardMounted)).toEqual([]);
});
