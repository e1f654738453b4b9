import { expect, test } from './fixtures';
import { auditRowCount, expectAccessible } from './team';

test.use({ viewport: { width: 1280, height: 900 } });

const csv = (text: string) => ({
  name: 'prislista.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

test('price-list import: a refused row writes nothing, a clean file writes every row with history, undo', async ({
  adminPage: page,
  db,
}) => {
  const { data: cards } = await db
    .from('credit_cards')
    .select('id, name, slug, extra_card_fee, currency_surcharge_percent')
    .eq('bank_id', 1)
    .order('id')
    .limit(2);
  const ids = cards!.map((card) => card.id);
  const state = async () =>
    (
      await db
        .from('credit_cards')
        .select('id, extra_card_fee, currency_surcharge_percent')
        .in('id', ids)
        .order('id')
    ).data;
  const original = await state();
  const audit = () => auditRowCount(db, 'credit_cards', ids);
  const auditBefore = await audit();

  await page.goto('/admin/cards');
  await page.getByRole('button', { name: 'Importera prislista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importera prislista (CSV)' });
  await dialog.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: 'SEB', exact: true }).click();
  const input = dialog.locator('input[type="file"]');

  // A formula in a cell: a Swedish message, nothing to import.
  await input.setInputFiles(csv(`Slug;Extrakort\r\n${cards![0].slug};=A1*2\r\n`));
  await expect(dialog.getByTestId('import-file-error')).toContainText('innehåller en formel');

  // A semicolon / decimal-comma file with one unknown card: every row shown, the refused one with its reason.
  const [a, b] = cards!;
  await input.setInputFiles(
    csv(
      `\uFEFFSlug;Extrakort;Valutapåslag\r\n${a.slug};${a.extra_card_fee + 10};1,25\r\n` +
        `${b.slug};${b.extra_card_fee + 10};1,35\r\nfinns-inte;1;1\r\n`,
    ),
  );
  const preview = dialog.getByTestId('bulk-preview');
  await expect(preview.getByRole('alert')).toContainText('Inget kort med slug eller namn ”finns-inte”');
  await expect(dialog.getByText('1 rad kan inte importeras')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Importera \d+ kort$/ })).toBeDisabled();
  expect(await state()).toEqual(original);

  // The clean file: all rows written in one go, one history row each.
  await input.setInputFiles(
    csv(
      `Slug;Extrakort;Valutapåslag\n${a.slug};${a.extra_card_fee + 10};1,25\r\n` +
        `${b.slug};${b.extra_card_fee + 10};1,35\n`,
    ),
  );
  await expect(preview.locator(`[data-card="${a.id}"]`)).toContainText('1,25 %');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Importera 2 kort' }).click();
  await expect(dialog.getByText('2 kort ändrade')).toBeVisible();
  expect(await state()).toEqual([
    { id: a.id, extra_card_fee: a.extra_card_fee + 10, currency_surcharge_percent: 1.25 },
    { id: b.id, extra_card_fee: b.extra_card_fee + 10, currency_surcharge_percent: 1.35 },
  ]);
  expect(await audit()).toBe(auditBefore + 2);

  await dialog.getByRole('button', { name: 'Ångra' }).click();
  await expect(dialog).toBeHidden();
  expect(await state()).toEqual(original);
  expect(await audit()).toBe(auditBefore + 4);
});
