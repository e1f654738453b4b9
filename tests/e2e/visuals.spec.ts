import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { E2E_APP_PORT } from '../../playwright.config';
import { expect, test } from './fixtures';
import { REVIEW_STATUSES } from '../../src/resources/reviews/reviewStatuses';

// Images come only from this machine: the app's own origin, where the test answers /e2e-images/* itself.
const ORIGIN = `http://127.0.0.1:${E2E_APP_PORT}`;
const IMAGE = `${ORIGIN}/e2e-images/kort.svg`;
const OTHER_IMAGE = `${ORIGIN}/e2e-images/logo.svg`;
const BROKEN = `${ORIGIN}/e2e-images/saknas.png`;

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="${fill}"/></svg>`;

/** Serves the test images, refuses every request that would leave 127.0.0.1, and records image requests. */
async function serveImages(page: Page) {
  const imageRequests: string[] = [];
  const offMachine: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1') {
      offMachine.push(url.href);
      return route.abort();
    }
    return route.fallback();
  });
  await page.route(`${ORIGIN}/e2e-images/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    imageRequests.push(path);
    if (path.endsWith('kort.svg'))
      return route.fulfill({ contentType: 'image/svg+xml', body: svg('#1d4ed8') });
    if (path.endsWith('logo.svg'))
      return route.fulfill({ contentType: 'image/svg+xml', body: svg('#15803d') });
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'saknas' });
  });
  return { imageRequests, offMachine };
}

/** The date-time an admin should see, computed here independently of the app: Stockholm, sv-SE, to the minute. */
const stockholm = (iso: string) =>
  new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm', hour12: false }).slice(0, 16);

test.describe('Status chips, dates and images', () => {
  test('the reviews list shows each status as a chip in its colour', async ({ adminPage: page, db }) => {
    // Each status's Swedish name and chip colour.
    const expected: Record<string, [string, string]> = {
      pending: ['Väntar på granskning', 'MuiChip-colorWarning'],
      approved: ['Godkänd', 'MuiChip-colorSuccess'],
      rejected: ['Avvisad', 'MuiChip-colorError'],
      spam: ['Skräppost', 'MuiChip-colorDefault'],
    };
    for (const status of REVIEW_STATUSES) {
      const { count } = await db
        .from('reviews')
        .select('id', { count: 'exact', head: true })
        .eq('status', status.id);
      if (!count) continue;
      await page.goto(`/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ status: status.id }))}`);
      const chips = page.locator('td.column-status .MuiChip-root');
      await expect(chips.first()).toBeVisible();
      const n = await chips.count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i += 1) {
        const [name, colour] = expected[String(status.id)];
        await expect(chips.nth(i)).toHaveText(name);
        await expect(chips.nth(i)).toHaveClass(new RegExp(colour));
      }
      const contrast = await new AxeBuilder({ page })
        .include('td.column-status')
        .withRules(['color-contrast'])
        .analyze();
      expect(contrast.violations, status.name).toEqual([]);
      expect(contrast.passes.length, status.name).toBeGreaterThan(0);
    }
    // At least the seeded pending and approved reviews were seen.
    const { count: pending } = await db
      .from('reviews')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'pending');
    expect(pending).toBeGreaterThan(0);

    // The compact list shows the same chip.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
    const compactChip = page.locator('.RaSimpleList-tertiary .MuiChip-root').first();
    await expect(compactChip).toHaveText('Väntar på granskning');
    await expect(compactChip).toHaveClass(/MuiChip-colorWarning/);
    // Not faded: react-admin's 54 % opacity on the tertiary text would take the chip below 4.5:1.
    expect(
      await page
        .locator('.RaSimpleList-tertiary')
        .first()
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe('1');
  });

  test('dates read yyyy-mm-dd hh:mm in a list and on a show page', async ({ adminPage: page, db }) => {
    const { data: review } = await db
      .from('reviews')
      .select('id, created_at')
      .eq('status', 'pending')
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    await page.goto('/admin/reviews');
    const cell = page.locator('td.column-created_at').first();
    await expect(cell).toHaveText(stockholm(review!.created_at));
    await expect(cell).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const { data: chat } = await db.from('chat_sessions').select('id, started_at').limit(1).single();
    await page.goto(`/admin/chats/${chat!.id}/show`);
    const started = page.locator('.ra-field-started_at time');
    await expect(started).toHaveText(stockholm(chat!.started_at));
    await expect(started).toHaveAttribute('datetime', chat!.started_at);
  });

  test('the card form previews the typed image address, with a placeholder when it cannot', async ({
    adminPage: page,
  }) => {
    const { imageRequests, offMachine } = await serveImages(page);
    await page.goto('/admin/cards/create');
    const preview = page.locator('.ImagePreview-root');
    await expect(preview).toHaveAttribute('data-state', 'empty');
    await expect(preview).toContainText('Ingen bild angiven');
    const emptyBox = await preview.boundingBox();

    const field = page.getByLabel('Bild-URL');
    await field.pressSequentially(IMAGE, { delay: 5 });
    await expect(preview).toHaveAttribute('data-state', 'loaded');
    const image = preview.getByRole('img', { name: 'Förhandsvisning av kortets bild' });
    await expect(image).toHaveAttribute('src', IMAGE);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(imageRequests).toContain('/e2e-images/kort.svg');

    await field.fill(BROKEN);
    await expect(preview).toHaveAttribute('data-state', 'failed');
    await expect(preview).toContainText('Bilden kunde inte laddas från adressen');
    await expect(preview.getByRole('img')).toHaveCount(0);

    await field.fill(OTHER_IMAGE);
    await expect(preview).toHaveAttribute('data-state', 'loaded');
    await expect(preview.getByRole('img')).toHaveAttribute('src', OTHER_IMAGE);

    // http: from another origin is refused by the page's img-src policy (production serves over https).
    const requestsBefore = imageRequests.length;
    await field.fill(`http://localhost:${E2E_APP_PORT}/e2e-images/kort.svg`);
    await expect(preview).toHaveAttribute('data-state', 'failed');
    expect(imageRequests).toHaveLength(requestsBefore);

    await field.fill('ftp://127.0.0.1/kort.png');
    await expect(preview).toHaveAttribute('data-state', 'empty');
    await expect(preview).toContainText('Ingen förhandsvisning');
    await expect(preview.getByRole('img')).toHaveCount(0);
    expect(imageRequests).toHaveLength(requestsBefore);

    // The preview keeps its size in every state: no layout shift.
    const box = await preview.boundingBox();
    expect(box!.width).toBe(emptyBox!.width);
    expect(box!.height).toBe(emptyBox!.height);
    expect(offMachine).toEqual([]);
  });

  test('thumbnails in the card, bank and network lists, desktop and compact', async ({
    adminPage: page,
    db,
  }) => {
    const { offMachine } = await serveImages(page);
    const { data: card } = await db
      .from('credit_cards')
      .select('id, name')
      .order('sort_rank')
      .limit(1)
      .single();
    const { data: bank } = await db.from('banks').select('id, name').order('name').limit(1).single();
    const { data: network } = await db.from('networks').select('id, name').order('name').limit(1).single();
    await db.from('credit_cards').update({ image_url: IMAGE }).eq('id', card!.id);
    await db.from('banks').update({ logo_url: OTHER_IMAGE }).eq('id', bank!.id);
    await db.from('networks').update({ logo_url: BROKEN }).eq('id', network!.id);
    try {
      const lists = [
        { path: '/admin/cards', name: card!.name, width: 40, height: 25, loads: true },
        { path: '/admin/banks', name: bank!.name, width: 32, height: 32, loads: true },
        { path: '/admin/networks', name: network!.name, width: 32, height: 32, loads: false },
      ];
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        for (const list of lists) {
          await page.goto(list.path);
          const row =
            viewport.width > 900
              ? page.getByRole('row').filter({ hasText: list.name })
              : page.getByRole('main').getByRole('listitem').filter({ hasText: list.name });
          const thumb = row.locator('.ImageThumbnail-root').first();
          await expect(thumb).toBeVisible();
          const size = await thumb.boundingBox();
          expect(Math.round(size!.width), list.path).toBe(list.width);
          expect(Math.round(size!.height), list.path).toBe(list.height);
          if (list.loads) {
            const img = thumb.locator('img');
            await expect(img).toHaveAttribute('loading', 'lazy');
            // Decorative: the name is right beside it.
            await expect(img).toHaveAttribute('alt', '');
            await expect
              .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
              .toBe(true);
          } else {
            // A failing address leaves the empty frame, the same size.
            await expect(thumb).toHaveAttribute('data-state', 'placeholder');
            await expect(thumb.locator('img')).toHaveCount(0);
          }
          // Records without a picture keep an empty frame.
          await expect(page.locator('.ImageThumbnail-root[data-state="placeholder"]').first()).toBeVisible();
        }
      }
      expect(offMachine).toEqual([]);
    } finally {
      await db.from('credit_cards').update({ image_url: null }).eq('id', card!.id);
      await db.from('banks').update({ logo_url: null }).eq('id', bank!.id);
      await db.from('networks').update({ logo_url: null }).eq('id', network!.id);
    }
  });
});
