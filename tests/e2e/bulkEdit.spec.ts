import { expect, plainSpaces, test } from './fixtures';
import { expectAccessible } from './team';
import { applyThenUndo, chooseOperation, chooseTwoCards, openBulkEdit } from './support/cardChanges';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

test('bulk field edit: preview old → new per card, the legal rule refuses, apply in one go, undo', async ({
  adminPage: page,
  db,
}) => {
  const { cards, watched } = await chooseTwoCards(page, db, {
    columns: ['extra_card_fee', 'invoice_fee', 'example_updated_on'],
    where: { is_published: true },
    orderBy: 'sort_rank',
  });

  const dialog = await openBulkEdit(
    page,
    cards.map((card) => card.name),
  );

  // "Aviavgift = 35 kr" would leave the published cards' examples wrong: each row says why, nothing can be applied.
  await dialog.getByRole('group', { name: 'Ändring 1' }).getByLabel('Värde').fill('35');
  const preview = dialog.getByTestId('bulk-preview');
  await expect(preview.getByRole('alert').first()).toContainText('Månadsbeloppet blir');
  await expect(dialog.getByText('2 kort kan inte ändras så')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Ändra 2 kort$/ })).toBeDisabled();

  // "+5 kr extrakort" and "Kontrollerat den = idag" pass.
  await chooseOperation(dialog, 1, 'Extrakort (kr)', 'Öka med', '5');
  await dialog.getByRole('button', { name: 'Lägg till fält' }).click();
  await chooseOperation(dialog, 2, 'Kontrollerat den', 'Idag');
  for (const card of cards) {
    const row = preview.locator(`[data-card="${card.id}"]`);
    const text = plainSpaces(await row.innerText());
    expect(text).toContain(`Extrakort (kr): ${card.extra_card_fee} kr → ${card.extra_card_fee! + 5} kr`);
    expect(text).toContain(`Kontrollerat den: ${card.example_updated_on} → ${today()}`);
  }
  await expect(preview.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await applyThenUndo(
    dialog,
    watched,
    'Ändra 2 kort',
    [...cards]
      .sort((x, y) => x.id - y.id)
      .map(({ id, extra_card_fee, invoice_fee }) => ({
        id,
        extra_card_fee: extra_card_fee! + 5,
        invoice_fee,
        example_updated_on: today(),
      })),
  );
});
