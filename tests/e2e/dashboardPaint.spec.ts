import { ADMIN, expect, loginAs, test } from './fixtures';

const SUMMARY = '**/rest/v1/rpc/dashboard_summary';

// Issue 24: 'Att göra' is painted with the dashboard, its lines holding '…' until the summary answers, so the
// largest contentful paint never waits for that request and the answer moves nothing.
test("the largest paint does not wait for the summary, and 'Att göra' keeps its size", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, ADMIN.email, ADMIN.password);
  await expect(page.getByTestId('todo-reviews')).toHaveAttribute('data-count');
  // A slow summary: 1.5 s between the request and its answer.
  await page.route(SUMMARY, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload();
  const panel = page.getByRole('region', { name: 'Att göra' });
  await expect(page.getByTestId('todo-reviews')).toContainText('…');
  const before = await panel.boundingBox();
  await expect(page.getByTestId('todo-reviews')).toHaveAttribute('data-count');
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
    const summary = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/rest/v1/rpc/dashboard_summary')) as PerformanceResourceTiming;
    return {
      lcp: last.startTime,
      element: last.element?.closest('[data-testid]')?.getAttribute('data-testid') ?? last.element?.tagName,
      summaryEnd: summary.responseEnd,
    };
  });
  console.log(
    `LCP at ${Math.round(timing.lcp)} ms (${timing.element}); summary answered at ${Math.round(timing.summaryEnd)} ms`,
  );
  expect(timing.lcp).toBeLessThan(timing.summaryEnd);
});
