// Issue 18, item 8: the production build is served with the security headers the hosts get (vite preview sends the
// built dist/_headers, build/securityHeaders.ts), and the app works under its Content-Security-Policy: no
// violation while signing in and using the dashboard, a card form, the rich-text news editor and a dialog.
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginAs, test } from './fixtures';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every CSP violation (the DOM event, on every page the test opens) and every console error. */
async function watch(page: Page) {
  const consoleErrors: string[] = [];
  const violations: Violation[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.exposeFunction('__cspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __cspViolation: (v: Violation) => void }).__cspViolation({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    );
  });
  return { consoleErrors, violations };
}

test.describe('security headers and the Content-Security-Policy', () => {
  test('every response of the app carries the headers', async ({ page }) => {
    const response = await page.goto('/admin/login');
    const headers = response!.headers();
    const csp = headers['content-security-policy'];
    // The app's own scripts and the static first paint's one inline boot script, by its hash (no unsafe-inline).
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    const stack = new URL(process.env.E2E_STACK_URL!);
    expect(csp).toContain(`connect-src 'self' ${stack.origin} ws://${stack.host};`);
    expect(csp).toContain("img-src 'self' https: data:");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    expect(headers['permissions-policy']).toContain('camera=()');
    const script = page.locator('script[type="module"]').first();
    const asset = await page.request.get((await script.getAttribute('src'))!);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['content-security-policy']).toBe(csp);
  });

  test('the page cannot be framed and injected script does not run', async ({ page }) => {
    const { violations } = await watch(page);
    await page.goto('/admin/login');
    // A script injected as markup (what an XSS would do) is refused by script-src 'self'.
    const ran = await page.evaluate(async () => {
      const w = window as unknown as { __injected?: boolean };
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="x:" onerror="window.__injected = true">';
      document.body.append(holder);
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return w.__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem');

    // frame-ancestors 'none' (and X-Frame-Options DENY): a page of another origin cannot show the admin in a frame.
    const framed: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/admin/login') && response.frame() !== page.mainFrame())
        framed.push(response.url());
    });
    const appUrl = new URL('/admin/login', page.url()).href;
    await page.goto(`${process.env.E2E_STACK_URL}/rest/v1/`);
    await page.setContent(`<iframe id="app" src="${appUrl}"></iframe>`);
    await expect.poll(() => framed.length).toBe(1);
    // Chromium replaces a refused frame's document with its error page.
    const child = () => page.frames().find((frame) => frame.parentFrame() === page.mainFrame());
    await expect.poll(() => child()?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('#app').getByLabel(/E-post/)).toHaveCount(0);
  });

  test('no violation while signing in and using the dashboard, a card form, the news editor and a dialog', async ({
    page,
  }) => {
    const { consoleErrors, violations } = await watch(page);
    await loginAs(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { name: /Att göra/ })).toBeVisible();

    await page.goto('/admin/cards/create');
    await expect(page.getByRole('textbox', { name: /Namn/ }).first()).toBeVisible();
    await page.getByRole('textbox', { name: /Namn/ }).first().fill('CSP-kortet');
    await page.getByRole('tab').nth(1).click();

    await page.goto('/admin/news/create');
    await page.getByRole('textbox', { name: 'Rubrik', exact: true }).fill('CSP-nyhet');
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Fet ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('text');
    await page.getByRole('button', { name: 'Förhandsgranska' }).click();
    await expect(page.getByRole('dialog').getByTestId('article-body')).toContainText('Fet text');
    await page.getByRole('button', { name: 'Stäng' }).click();

    await page.goto('/admin/cookies');
    await expect(page.getByRole('main')).toBeVisible();
    await page.goto('/admin/account');
    await expect(page.getByRole('main')).toBeVisible();

    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
  });
});
