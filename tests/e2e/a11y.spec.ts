import type { Page } from '@playwright/test';
import { ADMIN, expect, loginAs, serviceClient, test } from './fixtures';
import {
  PUBLIC_ROUTES,
  WIDTHS,
  adminRoutes,
  auditScreen,
  auditTabs,
  axeCount,
  type Finding,
} from './support/audit';
import { rawFindings, screenText } from './support/rawText';

function report(width: number, findings: Finding[]) {
  const total = findings.reduce(
    (sum, f) => ({
      critical: sum.critical + f.axe.critical,
      serious: sum.serious + f.axe.serious,
      small: sum.small + f.small.length,
    }),
    { critical: 0, serious: 0, small: 0 },
  );
  console.log(
    `axe at ${width}px over ${findings.length} screens: ${total.critical} critical, ${total.serious} serious; ` +
      `${total.small} touch targets under 44 px`,
  );
  for (const f of findings) {
    if (f.axe.rules.length) console.log(`  ${f.route}: ${f.axe.rules.join('; ')}`);
    if (f.overflow) console.log(`  ${f.route}: scrolls sideways by ${f.overflow}px`);
    if (f.english.length) console.log(`  ${f.route}: English: ${JSON.stringify(f.english)}`);
    if (f.small.length)
      console.log(`  ${f.route}: ${f.small.length} targets under 44 px: ${f.small.slice(0, 6).join(', ')}`);
  }
  return total;
}

function expectClean(findings: Finding[]) {
  expect(
    findings.filter((f) => f.axe.critical + f.axe.serious > 0).map((f) => [f.route, f.axe.rules]),
  ).toEqual([]);
  expect(findings.filter((f) => f.overflow > 0).map((f) => [f.route, f.overflow])).toEqual([]);
  expect(findings.filter((f) => f.english.length > 0).map((f) => [f.route, f.english])).toEqual([]);
  expect(findings.filter((f) => f.small.length > 0).map((f) => [f.route, f.small])).toEqual([]);
}

test('the audit counts what axe finds: a nameless button, an image without alt, faint text', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page.locator('main h1').first()).toBeVisible();
  const before = await axeCount(page);
  expect(before.critical + before.serious, before.rules.join('\n')).toBe(0);
  await page.evaluate(() => {
    const faulty = document.createElement('div');
    faulty.innerHTML =
      '<button type="button"></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
      '<p style="color:#eee;background:#fff">Svag text</p>';
    document.querySelector('main')!.append(faulty);
  });
  const after = await axeCount(page);
  expect(after.rules.map((line) => line.split(' ')[0]).sort()).toEqual([
    'button-name',
    'color-contrast',
    'image-alt',
  ]);
  expect(after.critical).toBe(2);
  expect(after.serious).toBe(1);
});

test.describe('every screen: axe, no sideways scroll, no English', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const width of WIDTHS) {
    test(`signed-out screens at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const findings: Finding[] = [];
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await expect(page.locator('main h1').first()).toBeVisible();
        findings.push(await auditScreen(page, route));
      }
      report(width, findings);
      expectClean(findings);
    });

    // The raw-text scan (issue 22, tests/e2e/rawText.spec.ts) rides along: one walk over every screen and tab.
    test(`admin screens at ${width}px, with no raw text`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, ADMIN.email, ADMIN.password);
      const findings: Finding[] = [];
      const rawText: Array<[string, string[]]> = [];
      const audit = async (page: Page, route: string) => {
        const finding = await auditScreen(page, route);
        const raw = rawFindings(await screenText(page));
        if (raw.length) rawText.push([route, raw]);
        return finding;
      };
      const routes = await adminRoutes(serviceClient());
      for (const route of routes) {
        await page.goto(route);
        await expect(page.locator('h1#react-admin-title'), `${route}: page heading`).not.toBeEmpty();
        // The screen itself is audited, not the no-access page a failed role lookup would show.
        await expect(page.getByTestId('no-access'), `${route}: no-access page`).toHaveCount(0);
        findings.push(await audit(page, route), ...(await auditTabs(page, route, audit)));
      }
      report(width, findings);
      console.log(
        `raw-text scan at ${width}px over ${routes.length} routes: ${rawText.length} with findings`,
      );
      expectClean(findings);
      expect(rawText).toEqual([]);
    });
  }
});
