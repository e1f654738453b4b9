import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, loginAs, serviceClient, test } from './fixtures';
import { expectAccessible } from './team';
import { atPhoneLaptopWide, expectUsableAtWidth } from './support/widths';

/** Types yyyyMMddHHmm into the sv-SE date-time picker of the field labelled `label`. */
async function typeDateTime(page: Page, label: string, digits: string, touch: boolean): Promise<void> {
  const year = page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: 'År' });
  if (touch) await year.tap();
  else await year.click();
  await page.keyboard.type(digits);
}

for (const { width, touch } of [
  { width: 1280, touch: false },
  { width: 768, touch: true },
]) {
  test.describe(`scheduling a news post at ${width}`, () => {
    test.use({ viewport: { width, height: 1024 }, hasTouch: touch });

    test('a publish time and an end time; the end before the start is refused', async ({ page }) => {
      const title = `Schemalagd nyhet ${width} ${Date.now()}`;
      const press = async (locator: Locator) => (touch ? locator.tap() : locator.click());
      await loginAs(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/news/create');
      await page.getByRole('textbox', { name: 'Rubrik', exact: true }).fill(title);
      await press(page.locator('.ProseMirror'));
      await page.keyboard.type('Kommer snart.');
      await press(page.getByRole('combobox', { name: 'Status' }));
      await press(page.getByRole('option', { name: 'Schemalagd' }));
      await typeDateTime(page, 'Publiceras', '209801150900', touch);
      await typeDateTime(page, 'Avpubliceras', '209801100900', touch);
      await expectAccessible(page);
      await press(page.getByRole('button', { name: 'Spara' }));
      await expect(page.getByText('Sluttiden måste ligga efter starttiden')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/news\/create$/);

      await typeDateTime(page, 'Avpubliceras', '209801200900', touch);
      await press(page.getByRole('button', { name: 'Spara' }));
      await expect(page).toHaveURL(/\/admin\/news$/);
      const item = touch
        ? page.locator('main .MuiList-root a').filter({ hasText: title })
        : page.getByRole('row').filter({ hasText: title });
      // The list shows the latest publication times first: 2098 is at the top.
      await expect(item).toContainText('Schemalagd');
      await expectAccessible(page);

      const { data } = await serviceClient()
        .from('news_articles')
        .select('status, published_at, publish_until, publication_state')
        .eq('title', title)
        .single();
      expect(data).toMatchObject({ status: 'scheduled', publication_state: 'scheduled' });
      expect(new Date(data!.published_at!).getTime()).toBe(new Date('2098-01-15T09:00:00+01:00').getTime());
      expect(new Date(data!.publish_until!).getTime()).toBe(new Date('2098-01-20T09:00:00+01:00').getTime());
    });
  });
}

/** Presses Tab until the focused element matches `selector` (and has the text `text`, when given). */
async function tabUntil(page: Page, selector: string, text?: string): Promise<void> {
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(
      ([wanted, label]) => {
        const active = document.activeElement;
        return Boolean(
          active?.matches(wanted) && (label === undefined || active.textContent?.trim() === label),
        );
      },
      [selector, text] as const,
    );
    if (found) return;
  }
  throw new Error(`Tab never reached ${selector} ${text ?? ''}`);
}

/** A draft version valid far ahead: first in the list (newest valid_from first), never what the public reads. */
async function insertDraftText(key: string, title: string, body: string): Promise<{ id: number }> {
  const { data, error } = await serviceClient()
    .from('site_texts')
    .insert({
      key,
      title,
      body,
      version_label: `e2e-${Date.now()}`,
      status: 'draft',
      valid_from: '2099-01-01T00:00:00Z',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data as { id: number };
}

test('Webbplatstexter by keyboard: the list, edit a version, preview it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `Kreditvarning utkast ${Date.now()}`;
  const row = await insertDraftText('credit_warning', title, '<p>Att låna pengar kostar pengar.</p>');
  await loginAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/texts');
  await expect(page.locator('h1')).toHaveText('Webbplatstexter');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Visas inte');
  await expectAccessible(page);

  await tabUntil(page, 'tr.RaDatagrid-clickableRow');
  await expect(page.locator(':focus')).toContainText(title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/texts/${row.id}$`));
  await expectAccessible(page);

  await tabUntil(page, 'input[name=title]');
  const edited = `${title} ändrad`;
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(edited);
  await tabUntil(page, 'button', 'Förhandsgranska');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Att låna pengar kostar pengar.');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await tabUntil(page, 'button', 'Spara');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/texts$/);
  await expect(page.getByRole('row').filter({ hasText: edited })).toBeVisible();
  const { data } = await serviceClient().from('site_texts').select('title').eq('id', row.id).single();
  expect(data!.title).toBe(edited);
});

// Issue 32/33: Webbplatstexter at 390 px by touch, 1024 and 1920 by mouse: the list, a version's form and preview.
atPhoneLaptopWide('Webbplatstexter', (width, touch) => {
  test('the list, a version and its preview fit the screen with every action', async ({ page }) => {
    const title = `Rankningsmetod utkast ${width} ${Date.now()}`;
    const row = await insertDraftText('ranking_method', title, '<p>Korten rangordnas efter kostnad.</p>');
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/texts');
    await expect(page.locator('h1')).toHaveText('Webbplatstexter');
    await expect(page.getByText(title).first()).toBeVisible();
    await expectUsableAtWidth(page, touch);
    await page.goto(`/admin/texts/${row.id}`);
    const preview = page.getByRole('button', { name: 'Förhandsgranska' });
    await expectUsableAtWidth(page, touch, [preview, page.getByRole('button', { name: 'Spara' })]);
    await (touch ? preview.tap() : preview.click());
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Korten rangordnas efter kostnad.');
    await expectUsableAtWidth(page, touch);
  });
});
