import { expect, plainSpaces, test } from './fixtures';
import { auditRowCount, expectAccessible } from './team';

test.use({ viewport: { width: 1280, height: 900 } });

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

test('bulk field edit: preview old → new per card, the legal rule refuses, apply in one go, undo', async ({
  adminPage: page,
  db,
}) => {
  const { data: cards } = await db
    .from('credit_cards')
    .select('id, name, extra_card_fee, invoice_fee, example_updated_on')
    .eq('is_published', true)
    .order('sort_rank')
    .limit(2);
  const ids = cards!.map((card) => card.id);
  const auditCount = () => auditRowCount(db, 'credit_cards', ids);
  const auditBefore = await auditCount();

  await page.goto('/admin/cards');
  for (const card of cards!) {
    await page.getByRole('row').filter({ hasText: card.name }).getByRole('checkbox').first().check();
  }
  await page.getByRole('button', { name: 'Ändra fält' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ändra fält på 2 kort' });
  await expect(dialog).toBeVisible();

  // "Aviavgift = 35 kr" would leave the published cards' examples wrong: each row says why, nothing can be applied.
  const first = dialog.getByRole('group', { name: 'Ändring 1' });
  await first.getByLabel('Värde').fill('35');
  const preview = dialog.getByTestId('bulk-preview');
  await expect(preview.getByRole('alert').first()).toContainText('Månadsbeloppet blir');
  await expect(dialog.getByText('2 kort kan inte ändras så')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Ändra 2 kort$/ })).toBeDisabled();

  // "+5 kr extrakort" and "Kontrollerat den = idag" pass.
  await first.getByRole('combobox', { name: 'Fält' }).click();
  await page.getByRole('option', { name: 'Extrakort (kr)' }).click();
  await first.getByRole('combobox', { name: 'Ändring' }).click();
  await page.getByRole('option', { name: 'Öka med' }).click();
  await first.getByLabel('Värde').fill('5');
  await dialog.getByRole('button', { name: 'Lägg till fält' }).click();
  const second = dialog.getByRole('group', { name: 'Ändring 2' });
  await second.getByRole('combobox', { name: 'Fält' }).click();
  await page.getByRole('option', { name: 'Kontrollerat den' }).click();
  await second.getByRole('combobox', { name: 'Ändring' }).click();
  await page.getByRole('option', { name: 'Idag' }).click();
  for (const card of cards!) {
    const row = preview.locator(`[data-card="${card.id}"]`);
    const text = plainSpaces(await row.innerText());
    expect(text).toContain(`Extrakort (kr): ${card.extra_card_fee} kr → ${card.extra_card_fee + 5} kr`);
    expect(text).toContain(`Kontrollerat den: ${card.example_updated_on} → ${today()}`);
  }
  await expect(preview.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ändra 2 kort' }).click();
  await expect(dialog.getByText('2 kort ändrade')).toBeVisible();

  const { data: after } = await db
    .from('credit_cards')
    .select('id, extra_card_fee, example_updated_on')
    .in('id', ids)
    .order('sort_rank');
  expect(after).toEqual(
    cards!.map((card) => ({
      id: card.id,
      extra_card_fee: card.extra_card_fee + 5,
      example_updated_on: today(),
    })),
  );
  expect(await auditCount()).toBe(auditBefore + 2);

  await dialog.getByRole('button', { name: 'Ångra' }).click();
  await expect(dialog).toBeHidden();
  const { data: undone } = await db
    .from('credit_cards')
    .select('id, extra_card_fee, invoice_fee, example_updated_on')
    .in('id', ids)
    .order('sort_rank');
  expect(undone).toEqual(
    cards!.map(({ id, extra_card_fee, invoice_fee, example_updated_on }) => ({
      id,
      extra_card_fee,
      invoice_fee,
      example_updated_on,
    })),
  );
  expect(await auditCount()).toBe(auditBefore + 4);
});
