import type { Page } from '@playwright/test';
import { ADMIN, expect, loginAs, test } from './fixtures';
import { violationsOnly } from './support/audit';

/** Every page a signed-out visitor can reach, with what shows it has loaded. */
const PAGES: { route: string; ready: (page: Page) => Promise<void> }[] = [
  { route: '/admin/login', ready: (page) => expect(page.getByLabel(/E-post/)).toBeVisible() },
  { route: '/admin/forgot-password', ready: (page) => expect(page.getByLabel(/E-post/)).toBeVisible() },
  { route: '/admin/sign-up', ready: (page) => expect(page.getByLabel(/E-post/)).toBeVisible() },
  // Without a link's session the page says the link does not work.
  { route: '/admin/set-password', ready: (page) => expect(page.getByRole('alert')).toBeVisible() },
];

async function violations(page: Page) {
  const { violations: found } = await violationsOnly(page).analyze();
  return found.map((v) => `${v.impact ?? '?'} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('signed-out pages', () => {
  for (const width of [1280, 390]) {
    test(`axe finds nothing at any impact, and each has a main landmark and an h1, at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const found: Record<string, string[]> = {};
      for (const { route, ready } of PAGES) {
        await page.goto(route);
        await ready(page);
        const list = await violations(page);
        if ((await page.getByRole('main').count()) !== 1) list.push('no single main landmark');
        if ((await page.getByRole('heading', { level: 1 }).count()) !== 1) list.push('no single h1');
        if (list.length) found[route] = list;
      }
      expect(found).toEqual({});
    });
  }

  test('the login page names the product, its fields are equally wide, and an error leaves "Skapa ett" free', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Kortjämför/);
    // The fields' outlines (the password's input element is narrower by its show-password button).
    const outline = (label: RegExp) =>
      page
        .getByLabel(label)
        .first()
        .locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")]')
        .boundingBox();
    const email = await outline(/E-post/);
    const password = await outline(/Lösenord/);
    expect(email!.width).toBeGreaterThan(200);
    expect(Math.abs(email!.width - password!.width)).toBeLessThanOrEqual(1);

    await page.getByLabel(/E-post/).fill('ingen@example.com');
    await page
      .getByLabel(/Lösenord/)
      .first()
      .fill('fel-losenord-123');
    await page.getByRole('button', { name: 'Logga in' }).click();
    const toast = page.locator('.MuiSnackbar-root');
    await expect(toast).toBeVisible();
    const signUp = page.getByRole('link', { name: /Skapa ett/ });
    const [a, b] = [await toast.boundingBox(), await signUp.boundingBox()];
    const overlap =
      a!.y < b!.y + b!.height && b!.y < a!.y + a!.height && a!.x < b!.x + b!.width && b!.x < a!.x + a!.width;
    expect(overlap).toBe(false);
    await signUp.click();
    await expect(page).toHaveURL(/\/sign-up/);
  });

  test('an unknown address shows a legible 404 with a way back, with axe finding nothing', async ({
    page,
  }) => {
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/finns-inte');
    await expect(page.getByText(/trasig länk/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hittades inte');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Till översikten' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
  });
});
