// Issue 22: every list readable at the width it is given. At each width: no word in the name column broken
// inside the word, the publish switches on screen (not behind a sideways scroll), no frame that scrolls sideways.
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginAs, test } from './fixtures';
import { settle } from './support/audit';
import { LIST_ROUTES } from './support/listRoutes';

const WIDTHS = [1920, 1280, 1024, 768, 390];
const LISTS = LIST_ROUTES;

/** Words of the matched elements' text that the browser laid out over more than one line. */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

/** Elements inside main that scroll sideways (their content is wider than their box). */
function sidewaysFrames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (
          (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${element.className} ${element.scrollWidth}>${element.clientWidth}`),
  );
}

/** Switches whose box lies (partly) outside the window or the frame that clips them. */
function hiddenSwitches(page: Page): Promise<number> {
  return page.evaluate(() => {
    let hidden = 0;
    for (const input of Array.from(
      document.querySelectorAll('main [role=switch], main input[type=checkbox].MuiSwitch-input'),
    )) {
      const box = (input.closest('.MuiSwitch-root') ?? input).getBoundingClientRect();
      let clip = window.innerWidth;
      for (let parent = input.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible')
          clip = Math.min(clip, parent.getBoundingClientRect().right);
      }
      if (box.right > clip + 1) hidden += 1;
    }
    return hidden;
  });
}

test.describe('lists at every width', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const width of WIDTHS) {
    test(`${width} px: names whole, switches on screen, no sideways frame`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, ADMIN.email, ADMIN.password);
      const findings: Array<[string, string, unknown]> = [];
      for (const list of [...LISTS, 'history']) {
        await page.goto(`/admin/${list}`);
        await settle(page);
        await expect(
          page.locator('main').getByRole('heading', { level: 1 }).or(page.locator('h1#react-admin-title')),
        ).not.toHaveCount(0);
        const frames = await sidewaysFrames(page);
        if (frames.length) findings.push([list, 'scrolls sideways', frames]);
      }
      await page.goto('/admin/cards');
      await settle(page);
      const names = width >= 900 ? 'td.column-name' : '.MuiListItemText-primary';
      await expect(page.locator(names).first()).toBeVisible();
      const broken = await brokenWords(page, names);
      if (broken.length) findings.push(['cards', 'names broken inside a word', broken]);
      if (width >= 900) {
        await expect(page.getByRole('switch').first()).toBeAttached();
        const hidden = await hiddenSwitches(page);
        if (hidden) findings.push(['cards', 'switches off screen', hidden]);
      }
      expect(findings).toEqual([]);
    });
  }
});
