import { expect, test } from './fixtures';
import { axeCount, settle } from './support/audit';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201ad7d2e8d0000000049454e44ae426082',
  'hex',
);

const FIELDS = [
  { resource: 'cards', table: 'credit_cards', source: 'image_url', folder: 'cards' },
  { resource: 'banks', table: 'banks', source: 'logo_url', folder: 'banks' },
  { resource: 'networks', table: 'networks', source: 'logo_url', folder: 'networks' },
  { resource: 'news', table: 'news_articles', source: 'cover_image_url', folder: 'news' },
  { resource: 'blog', table: 'blog_posts', source: 'cover_image_url', folder: 'blog' },
] as const;

for (const width of [1280, 768]) {
  test.describe(`image uploads at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const field of FIELDS) {
      test(`${field.resource}: a picked image uploads, previews, saves and is public`, async ({
        adminPage: page,
        db,
      }) => {
        const { data: row } = await db.from(field.table).select('id').order('id').limit(1).single();
        await page.goto(`/admin/${field.resource}/${(row as { id: number }).id}`);
        const input = page.locator(`input[name="${field.source}"]`);
        await expect(input).toBeVisible();
        await settle(page);
        // Keyboard: the upload button is reachable and focusable; the file goes to its input.
        const button = page.getByRole('button', { name: 'Ladda upp bild' });
        await button.focus();
        await expect(button).toBeFocused();
        await page
          .locator('input[type="file"]:not([data-testid="body-image-input"])')
          .setInputFiles({ name: 'bild.png', mimeType: 'image/png', buffer: PNG });
        await expect(input).toHaveValue(
          new RegExp(`/storage/v1/object/public/site-images/${field.folder}/bild-[0-9a-f-]{36}\\.png$`),
        );
        await expect(page.locator('.ImagePreview-root').first()).toHaveAttribute('data-state', 'loaded');
        const url = await input.inputValue();
        // The save button turns from disabled to enabled with a transition; audit once it is over.
        await expect(page.getByRole('button', { name: 'Spara' })).toBeEnabled();
        await settle(page);
        await page.waitForTimeout(400);
        const axe = await axeCount(page);
        expect(axe.critical + axe.serious, JSON.stringify(axe.rules)).toBe(0);
        const response = await page.request.get(url);
        expect([response.status(), response.headers()['content-type']]).toEqual([200, 'image/png']);
        // Saving is the same form flow at every width; it is checked once, at 1280 px.
        if (width !== 1280) return;
        await page.getByRole('button', { name: 'Spara' }).click();
        await expect
          .poll(async () => {
            const { data } = await db
              .from(field.table)
              .select(field.source)
              .eq('id', (row as { id: number }).id)
              .single();
            return (data as Record<string, string> | null)?.[field.source];
          })
          .toBe(url);
      });
    }

    test('a renamed non-image is refused at the field in Swedish, and nothing changes', async ({
      adminPage: page,
      db,
    }) => {
      const { data: bank } = await db.from('banks').select('id, logo_url').order('id').limit(1).single();
      const before = (bank as { logo_url: string | null }).logo_url ?? '';
      await page.goto(`/admin/banks/${(bank as { id: number }).id}`);
      await settle(page);
      await page.locator('input[type="file"]:not([data-testid="body-image-input"])').setInputFiles({
        name: 'virus.png',
        mimeType: 'image/png',
        buffer: Buffer.from('MZ\x90\x00 not a picture'),
      });
      await expect(page.getByRole('alert').filter({ hasText: 'Fel filtyp' })).toBeVisible();
      await expect(page.locator('input[name="logo_url"]')).toHaveValue(before);
      const axe = await axeCount(page);
      expect(axe.critical + axe.serious, JSON.stringify(axe.rules)).toBe(0);
    });
  });
}
