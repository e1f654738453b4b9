// Issue 33, link check in the app: Att göra's two link lines, the list they open, and the status beside the card's
// apply_url and the bank's website_url, at 1280 and at 768 with touch; axe on each. The results are written as the
// Edge Function writes them (link_check_begin / link_check_finish as the service role): the function itself is
// tested against local servers in tests/integration/link-check.test.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { ADMIN, expect, loginAs, serviceClient, test } from './fixtures';
import { expectAccessible } from './team';
import { atPhoneLaptopWide, expectUsableAtWidth } from './support/widths';

interface Target {
  card_id: number | null;
  bank_id: number | null;
  url: string;
}

async function writeResults(
  db: SupabaseClient,
): Promise<{ broken: Target; redirected: Target; bank: Target }> {
  // One run at a time: a run of the other layout's test must have finished.
  let begun = await db.rpc('link_check_begin');
  for (let i = 0; i < 20 && begun.data?.running; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    begun = await db.rpc('link_check_begin');
  }
  expect(begun.error).toBeNull();
  const links = begun.data.links as Target[];
  const cards = links.filter((l) => l.card_id !== null);
  const [broken, redirected] = cards;
  const bank = links.find((l) => l.bank_id !== null)!;
  const at = new Date().toISOString();
  const result = (target: Target, fields: Record<string, unknown>) => ({
    ...target,
    response_ms: 40,
    checked_at: at,
    error: null,
    ...fields,
  });
  const finished = await db.rpc('link_check_finish', {
    p_run_id: begun.data.run_id,
    p_results: [
      result(broken, { outcome: 'broken', status_code: 404, final_host: new URL(broken.url).hostname }),
      result(redirected, { outcome: 'redirected', status_code: 200, final_host: 'annan-webbplats.example' }),
      result(bank, { outcome: 'ok', status_code: 200, final_host: new URL(bank.url).hostname }),
    ],
  });
  expect(finished.error).toBeNull();
  return { broken, redirected, bank };
}

for (const layout of [
  { name: '1280', viewport: { width: 1280, height: 900 }, hasTouch: false },
  { name: '768 touch', viewport: { width: 768, height: 1024 }, hasTouch: true },
]) {
  test.describe(`link check at ${layout.name}`, () => {
    test.use({ viewport: layout.viewport, hasTouch: layout.hasTouch });

    test("Att göra counts the broken and redirected links and opens the filtered list; the forms show each link's status", async ({
      page,
    }) => {
      const db = serviceClient();
      const { broken, redirected, bank } = await writeResults(db);
      await loginAs(page, ADMIN.email, ADMIN.password);
      const brokenLine = page.getByTestId('todo-links-broken');
      await expect(brokenLine).toHaveAttribute('data-count', '1');
      await expect(brokenLine).toHaveText('1 länk fungerar inte');
      await expect(page.getByTestId('todo-links-redirected')).toHaveText(
        '1 länk leder till en annan webbplats',
      );
      const box = await brokenLine.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await expectAccessible(page);

      await brokenLine.click();
      await expect(page).toHaveURL(/\/admin\/link-checks\?filter=/);
      const list = page.getByTestId('link-check-list');
      await expect(list.getByText(broken.url)).toBeVisible();
      await expect(list.getByText(redirected.url)).toHaveCount(0);
      await expect(list.getByText('Fungerar inte', { exact: true })).toBeVisible();
      await expectAccessible(page);

      await page.goto(`/admin/banks/${bank.bank_id}`);
      const bankStatus = page.getByTestId('link-status-website_url');
      await expect(bankStatus).toHaveAttribute('data-outcome', 'ok');
      await expect(bankStatus).toContainText('Länkkontroll: Fungerar (HTTP 200)');
      await expectAccessible(page);
      await page.goBack();
      await expect(list.getByText(broken.url)).toBeVisible();

      // The card's name opens its form, where the status stands below the apply link (publishing tab).
      const name = list.locator('a.history-record-link').first();
      const nameBox = await name.boundingBox();
      if (layout.hasTouch) expect(nameBox!.height).toBeGreaterThanOrEqual(44);
      await name.click();
      await expect(page).toHaveURL(new RegExp(`/admin/cards/${broken.card_id}$`));
      await page.getByRole('tab', { name: /Publicering/ }).click();
      const status = page.getByTestId('link-status-apply_url');
      await expect(status).toHaveAttribute('data-outcome', 'broken');
      await expect(status).toContainText('Länkkontroll: Fungerar inte (HTTP 404), kontrollerad');
      await expectAccessible(page);
      // Another address than the one checked has no status yet.
      await page.getByLabel(/Ansökningslänk/).fill('https://example.se/ny-ansokan');
      await expect(status).toHaveAttribute('data-outcome', 'unchecked');
      await expect(status).toContainText('adressen har ändrats sedan den senaste kontrollen');
    });
  });
}

// Issue 32/33: 390 px by touch, 1024 and 1920 by mouse: the whole list of results and the filtered one.
atPhoneLaptopWide('link check', (width, touch) => {
  test('the list of results, its filters and every link fit the screen', async ({ page }) => {
    const { broken } = await writeResults(serviceClient());
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/link-checks');
    const list = page.getByTestId('link-check-list');
    await expect(list.getByText(broken.url)).toBeVisible();
    await expectUsableAtWidth(page, touch, [list.locator('a.history-record-link').first()]);
    await page.goto('/admin');
    const brokenLine = page.getByTestId('todo-links-broken');
    await (touch ? brokenLine.tap() : brokenLine.click());
    await expect(page).toHaveURL(/\/admin\/link-checks\?filter=/);
    await expect(list.getByText('Fungerar inte', { exact: true }).first()).toBeVisible();
    await expectUsableAtWidth(page, touch);
    void width;
  });
});
