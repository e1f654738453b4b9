import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { englishTexts } from './audit';
import { expectNoBarriers } from './accessible';

/** Issue 32/33's tool pages beyond 1280 and 768: a phone by touch, a small laptop and a wide screen by mouse. */
const PHONE_LAPTOP_WIDE = [
  { width: 390, height: 844, touch: true },
  { width: 1024, height: 768, touch: false },
  { width: 1920, height: 1080, touch: false },
] as const;

/** A describe block `title at <width> px` for each of PHONE_LAPTOP_WIDE, with that viewport (and touch) in use. */
export function atPhoneLaptopWide(title: string, body: (width: number, touch: boolean) => void): void {
  for (const { width, height, touch } of PHONE_LAPTOP_WIDE) {
    test.describe(`${title} at ${width} px`, () => {
      test.use({ viewport: { width, height }, hasTouch: touch });
      body(width, touch);
    });
  }
}

/**
 * Readable and usable at this width: no sideways scroll, axe clean (and touch targets by touch), no English, and
 * every action scrolled to is visible and wholly inside the viewport's width (a form's Spara stays disabled until
 * something changes, as react-admin makes it).
 */
export async function expectUsableAtWidth(
  page: Page,
  touch: boolean,
  actions: Locator[] = [],
): Promise<void> {
  await expectNoBarriers(page, touch);
  expect(await englishTexts(page)).toEqual([]);
  const width = page.viewportSize()!.width;
  // The named actions, and every control the page's main area shows (an open dialog's, while it covers the page).
  const dialog = page.getByRole('dialog');
  const area = (await dialog.count()) > 0 ? dialog.last() : page.locator('main');
  const shown = area.locator('button, a[href], input:not([type=hidden]), [role=combobox]');
  const all = [...actions, ...(await shown.all())];
  for (const action of all) {
    if (!actions.includes(action) && !(await action.isVisible())) continue;
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeVisible();
    const box = (await action.boundingBox())!;
    expect(box.x, `${action} starts inside the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${action} ends inside the screen`).toBeLessThanOrEqual(width + 0.5);
  }
}
