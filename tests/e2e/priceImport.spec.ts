import { expect, test } from './fixtures';
import { expectAccessible } from './team';
import { applyThenUndo, chooseTwoCards } from './support/cardChanges';

const csv = (text: string) => ({
  name: 'prislista.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

test('price-list import: a refused row writes nothing, a clean file writes every row with history, undo', async ({
  adminPage: page,
  db,
}) => {
  const { cards, watched } = await chooseTwoCards(page, db, {
    columns: ['extra_card_fee', 'currency_surcharge_percent'],
    where: { bank_id: 1 },
    orderBy: 'id',
  });
  const original = await watched.state();

  await page.goto('/admin/cards');
  await page.getByRole('button', { name: 'Importera prislista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importera prislista (CSV)' });
  await dialog.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: 'SEB', exact: true }).click();
  const input = dialog.locator('input[type="file"]');

  // A formula in a cell: a Swedish message, nothing to import.
  await input.setInputFiles(csv(`Slug;Extrakort\r\n${cards[0].slug};=A1*2\r\n`));
  await expect(dialog.getByTestId('import-file-error')).toContainText('innehåller en formel');

  // Wrong encoding (UTF-16, as Excel's "Unicode text"), 10 MB, 100,000 rows: a Swedish message each, nothing written.
  const bad: [Buffer, RegExp][] = [
    [Buffer.from(`\uFEFFSlug;Extrakort\r\n${cards[0].slug};1\r\n`, 'utf16le'), /fel teckenkodning/],
    [Buffer.alloc(10 * 1024 * 1024, 'a'), /Filen är för stor/],
    [
      Buffer.from('Slug;Extrakort\n' + `${cards[0].slug};1\n`.repeat(100_000).slice(0, 1_900_000)),
      /fler än 5\s000 rader/,
    ],
  ];
  for (const [buffer, message] of bad) {
    await input.setInputFiles({ name: 'prislista.csv', mimeType: 'text/csv', buffer });
    await expect(dialog.getByTestId('import-file-error')).toContainText(message);
    await expect(dialog.getByTestId('bulk-preview')).toHaveCount(0);
  }
  expect(await watched.state()).toEqual(original);

  // A semicolon / decimal-comma file with one unknown card: every row shown, the refused one with its reason.
  const [a, b] = cards;
  await input.setInputFiles(
    csv(
      `\uFEFFSlug;Extrakort;Valutapåslag\r\n${a.slug};${a.extra_card_fee! + 10};1,25\r\n` +
        `${b.slug};${b.extra_card_fee! + 10};1,35\r\nfinns-inte;1;1\r\n`,
    ),
  );
  const preview = dialog.getByTestId('bulk-preview');
  await expect(preview.getByRole('alert')).toContainText(
    'Inget av bankens kort har slug eller namn ”finns-inte” (kolumnen ”Slug”)',
  );
  await expect(dialog.getByText('1 rad kan inte importeras')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Importera \d+ kort$/ })).toBeDisabled();
  expect(await watched.state()).toEqual(original);

  // The clean file: all rows written in one go, one history row each.
  await input.setInputFiles(
    csv(
      `Slug;Extrakort;Valutapåslag\n${a.slug};${a.extra_card_fee! + 10};1,25\r\n` +
        `${b.slug};${b.extra_card_fee! + 10};1,35\n`,
    ),
  );
  await expect(preview.locator(`[data-card="${a.id}"]`)).toContainText('1,25 %');
  await expectAccessible(page);
  await applyThenUndo(dialog, watched, 'Importera 2 kort', [
    { id: a.id, extra_card_fee: a.extra_card_fee! + 10, currency_surcharge_percent: 1.25 },
    { id: b.id, extra_card_fee: b.extra_card_fee! + 10, currency_surcharge_percent: 1.35 },
  ]);
});
