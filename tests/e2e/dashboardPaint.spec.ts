import { ADMIN, expect, loginAs, test } from './fixtures';
import type { Route } from '@playwright/test';

const SUMMARY = '**/rest/v1/rpc/dashboard_summary';
const COUNTED = ['credit_cards', 'banks', 'networks', 'news_articles', 'blog_posts', 'expert_inquiries'];

// Issue 24: 'Att göra' is painted with the dashboard, its lines holding '…' until the summary answers, and the count
// cards with a placeholder until their count-only selects answer (issue 30), so the largest contentful paint waits
// for none of these requests and their answers move nothing.
test("the largest paint waits for neither the counts nor the summary, and 'Att göra' keeps its size", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, ADMIN.email, ADMIN.password);
  await expect(page.getByTestId('todo-reviews')).toHaveAttribute('data-count');
  // Slow answers: 1.5 s between each request and its answer.
  const slow = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  };
  await page.route(SUMMARY, slow);
  for (const table of COUNTED)
    await page.route(`**/rest/v1/${table}?**`, (route) =>
      route.request().method() === 'HEAD' ? slow(route) : route.continue(),
    );
  await page.reload();
  const panel = page.getByRole('region', { name: 'Att göra' });
  await expect(page.getByTestId('todo-reviews')).toContainText('…');
  const before = await panel.boundingBox();
  await expect(page.getByTestId('todo-reviews')).toHaveAttribute('data-count');
  await expect(page.getByTestId('count-card-inquiries').getByTestId('count')).toBeVisible();
  const after = await panel.boundingBox();
  expect(after?.height).toBe(before?.height);

  const timing = await page.evaluate(async () => {
    const entries = await new Promise<PerformanceEntryList>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    const last = entries.at(-1) as PerformanceEntry & { element?: Element | null };
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const summary = resources.find((entry) => entry.name.includes('/rest/v1/rpc/dashboard_summary'))!;
    const counts = resources.filter((entry) => entry.name.includes('select=id'));
    return {
      lcp: last.startTime,
      element: last.element?.closest('[data-testid]')?.getAttribute('data-testid') ?? last.element?.tagName,
      summaryEnd: summary.responseEnd,
      counts: counts.length,
      firstCountEnd: Math.min(...counts.map((entry) => entry.responseEnd)),
    };
  });
  console.log(
    `LCP at ${Math.round(timing.lcp)} ms (${timing.element}); summary answered at ${Math.round(timing.summaryEnd)} ms, ` +
      `first of ${timing.counts} counts at ${Math.round(timing.firstCountEnd)} ms`,
  );
  expect(timing.counts).toBe(COUNTED.length + 1);
  expect(timing.lcp).toBeLessThan(timing.summaryEnd);
  expect(timing.lcp).toBeLessThan(timing.firstCountEnd);
});
