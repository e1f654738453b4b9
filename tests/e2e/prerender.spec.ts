// The static first paint (issue 24; build/prerender/): the sign-in page and the dashboard's skeleton are in
// index.html, inert, until React takes over; picked by the inline boot script from the stored Supabase session.
import type { Browser, Locator, Page } from '@playwright/test';
import { emotionRulesByName, emotionStyleTag } from '../../build/prerender/emotion';
import { readEmotionSnapshot } from '../../build/prerender/snapshot';
import { recordEmotionRules, recordedEmotionRules } from '../../scripts/support/emotion-rules';
import { ADMIN, expect, loginAs, test } from './fixtures';

const box = async (locator: Locator) => {
  const rect = (await locator.boundingBox())!;
  return {
    x: Math.round(rect.x),
    y: Math.round(rect.y),
    width: Math.round(rect.width),
    height: Math.round(rect.height),
  };
};

/** The sign-in form's parts, in the prerender or in the real page (same classes, same order). */
async function signInBoxes(scope: Locator) {
  return {
    card: await box(scope.locator('.RaLogin-card')),
    email: await box(scope.locator('input[type=email]')),
    password: await box(scope.locator('input[type=password]')),
    submit: await box(scope.locator('.RaLoginForm-button')),
  };
}

/** Records, when #prerender leaves the DOM, whether the real page was already there (no blank frame between). */
async function watchTakeover(page: Page, realSelector: string) {
  await page.addInitScript((selector) => {
    const w = window as unknown as { __takeover?: { at: number; realPresent: boolean } };
    new MutationObserver((_, observer) => {
      if (document.readyState === 'loading' || document.getElementById('prerender')) return;
      w.__takeover = { at: performance.now(), realPresent: !!document.querySelector(selector) };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, realSelector);
}

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'sv-SE' });
  return { context, page: await context.newPage() };
}

test.describe('static first paint', () => {
  test('without JavaScript the sign-in form shows, inert, and cannot submit', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await noScriptPage(browser);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${baseURL}/admin/`);
    const signin = page.locator('#prerender [data-prerender=signin]');
    await expect(signin).toBeVisible();
    await expect(page.locator('#prerender [data-prerender=shell]')).toBeHidden();
    await expect(signin.getByText('Kortjämför admin')).toBeVisible();
    await expect(signin.locator('input[type=email]')).toBeVisible();
    await expect(signin.locator('.RaLoginForm-button')).toHaveText('Logga in');
    await expect(page.locator('#prerender')).toHaveAttribute('inert', '');
    await expect(page.locator('#prerender')).toHaveAttribute('aria-hidden', 'true');
    // Nothing that could submit natively: no form, every button a plain button, no named fields.
    await expect(page.locator('#prerender form')).toHaveCount(0);
    await expect(page.locator('#prerender button:not([type=button])')).toHaveCount(0);
    await expect(page.locator('#prerender [name]')).toHaveCount(0);
    // Inert: a click does not focus the field, typing writes nothing, Tab reaches nothing, the button does nothing.
    await signin.locator('input[type=email]').click({ force: true });
    await page.keyboard.type('admin@example.se');
    await expect(signin.locator('input[type=email]')).toHaveValue('');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    const before = requests.length;
    await signin.locator('.RaLoginForm-button').click({ force: true });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(requests.length).toBe(before);
    await expect(page).toHaveURL(/\/admin\/$/);
    await context.close();
  });

  test('with JavaScript the real form replaces it in place and signs in', async ({
    browser,
    page,
    baseURL,
  }) => {
    const { context, page: still } = await noScriptPage(browser);
    await still.setViewportSize(page.viewportSize()!);
    await still.goto(`${baseURL}/admin/`);
    const prerendered = await signInBoxes(still.locator('#prerender'));
    await context.close();

    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await watchTakeover(page, '#root input[type=email]');
    await page.goto('/admin/');
    await expect(page.getByLabel(/E-post/)).toBeVisible();
    await expect(page.locator('#prerender, #prerender-css')).toHaveCount(0);
    const takeover = await page.evaluate(() => (window as unknown as { __takeover?: object }).__takeover);
    expect(takeover).toMatchObject({ realPresent: true });
    // The real form sits where the prerendered one was: no layout shift at the swap.
    expect(await signInBoxes(page.locator('#root'))).toEqual(prerendered);
    expect(violations).toEqual([]);
    await loginAs(page, ADMIN.email, ADMIN.password);
  });

  test('with a session the skeleton of the layout and dashboard shows until the app takes over', async ({
    page,
  }) => {
    await loginAs(page, ADMIN.email, ADMIN.password);
    await expect(page.getByTestId('count-card-cards')).toBeVisible();
    const real = {
      bar: await box(page.getByRole('banner')),
      // The sidebar's height follows the page's (the loaded dashboard is taller than its skeleton).
      sidebar: { ...(await box(page.getByTestId('sidebar'))), height: 0 },
      heading: await box(page.locator('#root h2').first()),
    };
    // The app's JavaScript never arrives: what shows is the prerender the boot script picked.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    const shell = page.locator('#prerender [data-prerender=shell]');
    await expect(shell).toBeVisible();
    await expect(page.locator('#prerender [data-prerender=signin]')).toBeHidden();
    await expect(shell.locator('[data-prerender-dashboard]')).toBeVisible();
    await expect(shell.locator('.MuiSkeleton-root').first()).toBeVisible();
    expect({
      bar: await box(shell.locator('header')),
      sidebar: { ...(await box(shell.locator('aside'))), height: 0 },
      heading: await box(shell.locator('h2').first()),
    }).toEqual(real);
    // Another page of the layout: the shell without the dashboard's part.
    await page.goto('/admin/cards');
    await expect(shell).toBeVisible();
    await expect(shell.locator('[data-prerender-dashboard]')).toBeHidden();
    // A collapsed sidebar (its cookie) is collapsed in the prerender too.
    await page.context().addCookies([{ name: 'sidebar:state', value: 'false', url: page.url() }]);
    await page.reload();
    expect((await box(shell.locator('aside'))).width).toBe(48);

    // With the app: the real layout replaces the skeleton in the same frame.
    await page.unrouteAll();
    await page.context().clearCookies({ name: 'sidebar:state' });
    await watchTakeover(page, '#root [data-testid=sidebar]');
    await page.goto('/admin/');
    await expect(page.getByTestId('count-card-cards')).toBeVisible();
    await expect(page.locator('#prerender')).toHaveCount(0);
    const takeover = await page.evaluate(() => (window as unknown as { __takeover?: object }).__takeover);
    expect(takeover).toMatchObject({ realPresent: true });
  });

  test('emotion adopts the prerender’s styles and inserts none of them again', async ({ page }) => {
    const snapshot = readEmotionSnapshot();
    const served = await (await page.request.get('/admin/')).text();
    expect(served).toContain(emotionStyleTag(snapshot));

    await page.addInitScript(recordEmotionRules, { dropPrerenderTag: false });
    await page.goto('/admin/');
    await expect(page.getByLabel(/E-post/)).toBeVisible();
    await expect(page.locator('#prerender, #prerender-css')).toHaveCount(0);
    const names = snapshot.map(([name]) => name);
    const inserted = await recordedEmotionRules(page);
    // Emotion drew the page (the other names of the page) but inserted none of the tag's names again.
    expect(inserted.length).toBeGreaterThan(0);
    const again = inserted.filter((rule) => names.some((name) => rule.includes(`.css-${name}`)));
    expect(again).toEqual([]);
    // The tag stays as emotion's sheet, and the page is styled by it: the card and the theme's blue button.
    await expect(page.locator('style[data-emotion^="css "]')).toHaveCount(1);
    await expect(page.locator('#root .RaLogin-card')).toHaveCSS('min-width', '300px');
    await expect(page.getByRole('button', { name: 'Logga in' })).toHaveCSS(
      'background-color',
      'rgb(29, 78, 216)',
    );
  });

  test('the prerender’s styles are emotion’s own text of the pages as they are now', async ({ page }) => {
    // Emotion without the tag inserts every rule; each name of the snapshot must come out exactly as it is
    // stored (a page that changed, or a new emotion or stylis, asks for `npm run prerender:capture`).
    const snapshot = readEmotionSnapshot();
    await page.addInitScript(recordEmotionRules, { dropPrerenderTag: true });
    await page.goto('/admin/');
    await page.getByLabel(/E-post/).focus();
    await expect(page.locator('#root label.Mui-focused')).toHaveCount(1);
    const signin = await recordedEmotionRules(page);
    await loginAs(page, ADMIN.email, ADMIN.password);
    // The dashboard's skeleton, as captured: its counts never arrive.
    await page.route(/\/rest\/v1\/(?!user_roles)/, () => undefined);
    await page.reload();
    await expect(page.locator('#root .MuiSkeleton-root').first()).toBeVisible();
    // The layout settles over a few commits (the menu after the user's role): until every name is in.
    const now = async () =>
      new Map([...emotionRulesByName(await recordedEmotionRules(page)), ...emotionRulesByName(signin)]);
    await expect
      .poll(async () => {
        const drawn = await now();
        return snapshot.filter(([name]) => !drawn.has(name)).map(([name]) => name);
      })
      .toEqual([]);
    const drawn = await now();
    const stale = snapshot.filter(([name, rules]) => drawn.get(name)!.join('\n') !== rules.join('\n'));
    expect(stale.map(([name]) => name)).toEqual([]);
  });
});
