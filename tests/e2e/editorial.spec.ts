import { ADMIN, expect, loginAs, serviceClient, test } from './fixtures';
import { LIST_ROUTES } from './support/listRoutes';

test.describe('news and blog', () => {
  test('write and publish a news article with rich text', async ({ page }) => {
    const title = `Räntan sänks i december ${Date.now()}`;
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/news/create');
    await page.getByRole('textbox', { name: 'Rubrik', exact: true }).fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(/^rantan-sanks-i-december-\d+$/);
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('Riksbanken ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('sänker');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' styrräntan.');
    await page.getByLabel('SEO-titel').fill('x'.repeat(65));
    await expect(page.getByText('65/60 tecken – längre än vad sökmotorer brukar visa')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Publicerad' }).click();
    await page.getByRole('button', { name: 'Förhandsgranska' }).click();
    await expect(page.getByRole('dialog').getByTestId('article-body')).toContainText(
      'Riksbanken sänker styrräntan.',
    );
    await page.getByRole('button', { name: 'Stäng' }).click();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Publicerad');
    const { data } = await serviceClient().from('news_articles').select('*').eq('title', title).single();
    expect(data!.body).toContain('<strong>sänker</strong>');
    expect(data!.published_at).not.toBeNull();
    expect(data!.status).toBe('published');
  });

  test('a scheduled blog post needs a future time, and keeps its tags', async ({ page }) => {
    const title = `Guide till bonuskort ${Date.now()}`;
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/blog/create');
    await page.getByRole('textbox', { name: 'Rubrik', exact: true }).fill(title);
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Så väljer du bonuskort.');
    await page.getByLabel('Taggar').fill('bonus');
    await page.keyboard.press('Enter');
    await page.getByLabel('Taggar').fill('guide');
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Schemalagd' }).click();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Ange när inlägget ska publiceras')).toBeVisible();
    // The sv-SE date-time picker (yyyy-MM-dd HH:mm): its sections take the digits in order. Exact: the form also has
    // 'Avpubliceras' (publish_until, when the post's publication ends), whose name contains 'publiceras'.
    await page
      .getByRole('group', { name: 'Publiceras', exact: true })
      .getByRole('spinbutton', { name: 'År' })
      .click();
    await page.keyboard.type('203001150900');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const { data } = await serviceClient().from('blog_posts').select('*').eq('title', title).single();
    expect(data).toMatchObject({ status: 'scheduled', tags: ['bonus', 'guide'] });
  });
});

const LISTS = LIST_ROUTES;

test.describe('lists at tablet width', () => {
  for (const route of LISTS) {
    test(`${route} renders as a compact list at 768px`, async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 1024 });
      await loginAs(page, ADMIN.email, ADMIN.password);
      await page.goto(`/admin/${route}`);
      const items = page.locator('main .MuiList-root a, main .MuiList-root li');
      await expect(items.first()).toBeVisible();
      await expect(page.locator('main table')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
