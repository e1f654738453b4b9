import { ADMIN, expect, loginAs, serviceClient, test } from './fixtures';
import { PUBLIC_ROUTES, WIDTHS, adminRoutes, auditScreen, auditTabs, type Finding } from './support/audit';

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

    test(`admin screens at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, ADMIN.email, ADMIN.password);
      const findings: Finding[] = [];
      for (const route of await adminRoutes(serviceClient())) {
        await page.goto(route);
        await expect(page.locator('h1#react-admin-title'), `${route}: page heading`).not.toBeEmpty();
        // The screen itself is audited, not the no-access page a failed role lookup would show.
        await expect(page.getByTestId('no-access'), `${route}: no-access page`).toHaveCount(0);
        findings.push(await auditScreen(page, route), ...(await auditTabs(page, route)));
      }
      report(width, findings);
      expectClean(findings);
    });
  }
});
