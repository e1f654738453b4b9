import { expect, test } from './fixtures';

test('saved filters: "Mina väntande recensioner" is saved from the list and one click brings it back', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/reviews');
  await page.goto(`/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
  await page.getByRole('button', { name: 'Lägg till filter' }).click();
  await page.getByRole('menuitem', { name: 'Spara aktuell sökning…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spara aktuell sökning som' });
  await dialog.getByLabel('Sökningens namn').fill('Mina väntande recensioner');
  await dialog.getByRole('button', { name: 'Spara' }).click();

  await page.goto('/admin/reviews?filter=%7B%7D');
  await expect(page).not.toHaveURL(/pending/);
  await page.getByRole('button', { name: 'Lägg till filter' }).click();
  await page.getByRole('menuitem', { name: 'Mina väntande recensioner' }).click();
  await expect(page).toHaveURL(/pending/);
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByText('Godkänd', { exact: true })).toHaveCount(0);
});
