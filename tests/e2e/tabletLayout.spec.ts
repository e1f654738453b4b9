// Issue 22: the inquiry header at 768 px, the forms' grid at 1280/1024/768/390, the publish switch of the compact
// cards list at 768 px (touch and keyboard). Each screen also passes axe (0 critical/serious) and does not scroll
// sideways.
import type { Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ADMIN, expect, loginAs, test } from './fixtures';
import { axeCount, horizontalOverflow, settle, smallTargets } from './support/audit';
import { onNewInquiry } from './support/inquiries';
import { lineCount } from './support/lines';

async function expectAccessible(page: Page): Promise<void> {
  const axe = await axeCount(page);
  expect(axe.rules).toEqual([]);
  expect(axe.critical + axe.serious).toBe(0);
  expect(await horizontalOverflow(page)).toBe(0);
}

test.describe('inquiry header at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('status chip whole, phone on one line, actions reachable and large enough', async ({ page, db }) => {
    const asker = {
      name: 'Anna-Karin Johansson Lindqvist',
      email: `anna-karin.johansson.lindqvist.${Date.now()}@exempel-foretag.se`,
      phone: '+46 70 123 45 67',
      question: 'Vilket kort har lägst valutapåslag?',
      status: 'in_progress',
    };
    await onNewInquiry(page, db, asker, async () => {
      const header = page.getByRole('main');
      const phone = header.getByText('+46 70 123 45 67');
      await expect(phone).toBeVisible();
      await settle(page);

      // The chip shows its whole word: its label is not cut by an ellipsis, the chip lies inside the window.
      const chip = header.locator('.MuiChip-root[data-status=in_progress]');
      await expect(chip).toHaveText('Pågående');
      const label = await chip
        .locator('.MuiChip-label')
        .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(label.scroll).toBeLessThanOrEqual(label.client);
      const chipBox = (await chip.boundingBox())!;
      expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(768);

      // The phone number on one line.
      expect(await lineCount(phone)).toBe(1);
      expect((await phone.boundingBox())!.height).toBeLessThan(30);

      // 'Tilldela mig' on screen, 44 px at least, and it works by touch.
      const assign = page.getByRole('button', { name: 'Tilldela mig' });
      await expect(assign).toBeInViewport();
      const assignBox = (await assign.boundingBox())!;
      expect(assignBox.height).toBeGreaterThanOrEqual(44);
      expect(await smallTargets(page)).toEqual([]);
      await expectAccessible(page);
      await assign.tap();
      await expect(page.getByRole('button', { name: 'Tilldelad dig' })).toBeVisible();
    });
  });
});

/** A form (and tab), its two short fields that pair up from 1024 px, and a long field that takes its own row. */
interface GridForm {
  name: string;
  route: (db: SupabaseClient) => Promise<string>;
  tab?: string;
  first: RegExp;
  second: RegExp;
  long?: (page: Page) => Locator;
}

const byLabel = (label: RegExp) => (page: Page) => page.getByLabel(label).first();
const firstId = async (db: SupabaseClient, table: string) =>
  String((await db.from(table).select('id').order('id').limit(1).single()).data!.id);

const FORMS: GridForm[] = [
  {
    name: 'bank',
    route: async () => '/admin/banks/create',
    first: /^Namn/,
    second: /^Slug/,
    long: byLabel(/^Beskrivning/),
  },
  {
    name: 'news',
    route: async () => '/admin/news/create',
    first: /^Rubrik/,
    second: /^Slug/,
    long: byLabel(/^Ingress/),
  },
  {
    name: 'card example',
    route: async (db) => `/admin/cards/${await firstId(db, 'credit_cards')}`,
    tab: 'Räkneexempel',
    first: /^Kreditbelopp/,
    second: /^Löptid/,
  },
  {
    name: 'card benefits',
    route: async (db) => `/admin/cards/${await firstId(db, 'credit_cards')}`,
    tab: 'Förmåner',
    first: /^Reseförsäkring/,
    second: /^Köpskydd/,
    long: byLabel(/^Om försäkringarna/),
  },
  {
    name: 'review',
    route: async (db) => `/admin/reviews/${await firstId(db, 'reviews')}`,
    first: /^Verifierad/,
    second: /^Hur verifierades/,
    long: (page) => page.getByRole('radiogroup'),
  },
];

test.describe('form grid', () => {
  for (const width of [1280, 1024, 768, 390]) {
    test(`${width} px: two columns from 1024 px, one below; no text box wider than 70ch`, async ({
      page,
      db,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, ADMIN.email, ADMIN.password);
      for (const form of FORMS) {
        await test.step(form.name, async () => {
          await page.goto(await form.route(db));
          if (form.tab) await page.getByRole('tab', { name: form.tab }).click();
          await expect(page.getByLabel(form.first).first()).toBeVisible();
          await settle(page);
          await checkGrid(page, width, form);
        });
      }
    });
  }
});

async function checkGrid(page: Page, width: number, form: GridForm): Promise<void> {
  // Each field is measured by its cell of the grid (a switch's input moves 20 px when checked).
  const box = (label: RegExp) =>
    page
      .getByLabel(label)
      .first()
      .evaluate((element) => {
        const { x, y, width, height } = (
          element.closest('[data-testid=form-grid] > *') ?? element
        ).getBoundingClientRect();
        return { x, y, width, height };
      });
  const nameBox = await box(form.first);
  const slugBox = await box(form.second);
  if (width >= 1024) {
    // The pair side by side, same top, same width.
    expect(Math.abs(nameBox.y - slugBox.y)).toBeLessThan(2);
    expect(slugBox.x).toBeGreaterThan(nameBox.x + nameBox.width);
    expect(Math.abs(nameBox.width - slugBox.width)).toBeLessThan(2);
  } else {
    // One column: the second under the first, both starting at the same x.
    expect(slugBox.y).toBeGreaterThan(nameBox.y + nameBox.height);
    expect(Math.abs(nameBox.x - slugBox.x)).toBeLessThan(2);
  }
  if (form.long) {
    // The long field stands alone on its row: above or below the pair, never beside them.
    const longBox = (await form.long(page).boundingBox())!;
    const top = Math.min(nameBox.y, slugBox.y);
    const bottom = Math.max(nameBox.y + nameBox.height, slugBox.y + slugBox.height);
    expect(longBox.y >= bottom - 1 || longBox.y + longBox.height <= top + 1).toBe(true);
  }

  // Readable: no text box wider than 70 characters of its own font ('0' is 1ch).
  const tooWide = await page.evaluate(() => {
    const wide: string[] = [];
    for (const root of Array.from(
      document.querySelectorAll<HTMLElement>('[data-testid=form-grid] .MuiInputBase-root'),
    )) {
      const probe = document.createElement('span');
      probe.textContent = '0'.repeat(70);
      probe.style.font = getComputedStyle(root).font;
      probe.style.position = 'absolute';
      document.body.append(probe);
      const limit = probe.getBoundingClientRect().width;
      probe.remove();
      if (root.getBoundingClientRect().width > limit + 1)
        wide.push(`${root.querySelector('input, textarea')?.id}: ${root.getBoundingClientRect().width}`);
    }
    return wide;
  });
  expect(tooWide).toEqual([]);

  if (width <= 1024) expect(await smallTargets(page)).toEqual([]);
  await expectAccessible(page);
}

test.describe('compact cards list at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('each row has a publish switch, usable by touch and by keyboard, with undo', async ({ page, db }) => {
    const { data: card, error } = await db
      .from('credit_cards')
      .select('id, name, is_published')
      // A published card: unpublishing is always allowed (publishing is refused for a card whose representative
      // example an earlier test left inconsistent), so the keyboard write below depends on nothing else.
      .eq('is_published', true)
      .order('sort_rank')
      .limit(1)
      .single();
    expect(error).toBeNull();
    const published = async () =>
      (await db.from('credit_cards').select('is_published').eq('id', card!.id).single()).data!.is_published;
    try {
      await loginAs(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/cards');
      const list = page.getByTestId('compact-list');
      await expect(list).toBeVisible();
      await settle(page);
      const toggle = list.getByRole('switch', { name: `Publicerat: ${card!.name}` });
      await expect(toggle).toBeInViewport();
      await expect(toggle).toBeChecked({ checked: card!.is_published });
      // One switch per row.
      expect(await list.getByRole('switch').count()).toBe(await list.locator('li').count());
      expect(await smallTargets(page)).toEqual([]);
      await expectAccessible(page);

      // Touch: the switch flips, the row's link is not followed, and 'Ångra' puts it back without a write.
      await toggle.tap();
      await expect(toggle).toBeChecked({ checked: !card!.is_published });
      await expect(page).toHaveURL(/\/admin\/cards$/);
      await page.getByRole('button', { name: 'Ångra' }).tap();
      await expect(toggle).toBeChecked({ checked: card!.is_published });
      expect(await published()).toBe(card!.is_published);

      // Keyboard: Tab reaches the switch, Space flips it, and the change is written when the notice closes.
      await toggle.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Space');
      await expect(toggle).toBeChecked({ checked: !card!.is_published });
      await expect.poll(published, { timeout: 20_000 }).toBe(!card!.is_published);
    } finally {
      await db.from('credit_cards').update({ is_published: card!.is_published }).eq('id', card!.id);
    }
  });
});
