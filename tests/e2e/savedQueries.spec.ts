// Issue 35: saved filters live in the database: a view shared by one admin appears for another, a private one
// does not, and only its owner may delete it.
import type { Browser, Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';
import { createAdmin, PASSWORD } from './team';
import { expectNoBarriers } from './support/accessible';

async function saveView(page: Page, name: string, shared: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Sparade vyer' }).click();
  await page.getByRole('menuitem', { name: 'Spara aktuell vy…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spara aktuell vy' });
  await dialog.getByLabel('Vyns namn').fill(name);
  if (shared) await dialog.getByLabel('Dela med teamet').check();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText(`Vyn ”${name}” är sparad`)).toBeVisible();
}

async function secondAdmin(browser: Browser): Promise<Page> {
  const { email } = await createAdmin('bertil');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await loginAs(page, email, PASSWORD);
  return page;
}

test('a shared view appears for a second admin, a private one does not; only the owner deletes', async ({
  adminPage: page,
  browser,
  db,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now();
  const shared = `Väntande recensioner ${stamp}`;
  const own = `Mina ettor ${stamp}`;
  await page.goto(`/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
  await saveView(page, shared, true);
  await page.goto(`/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ rating: 1 }))}`);
  await saveView(page, own, false);

  const bertil = await secondAdmin(browser);
  await bertil.goto('/admin/reviews?filter=%7B%7D');
  await bertil.getByRole('button', { name: 'Sparade vyer' }).click();
  await expect(bertil.getByRole('menuitem', { name: new RegExp(own) })).toHaveCount(0);
  await expectNoBarriers(bertil, false);
  await bertil.getByRole('menuitem', { name: new RegExp(shared) }).click();
  await expect(bertil).toHaveURL(/pending/);
  await expect(bertil.getByRole('row').nth(1)).toBeVisible();
  await expect(bertil.getByText('Godkänd', { exact: true })).toHaveCount(0);
  // Not Bertil's: he is offered no delete.
  await bertil.getByRole('button', { name: 'Sparade vyer' }).click();
  await expect(bertil.getByRole('menuitem', { name: /Ta bort vyn/ })).toHaveCount(0);
  await bertil.context().close();

  // The owner deletes the shared view from the list it filters.
  await page.goto(`/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
  await page.getByRole('button', { name: 'Sparade vyer' }).click();
  await page.getByRole('menuitem', { name: `Ta bort vyn ”${shared}”` }).click();
  await page.getByRole('dialog', { name: 'Ta bort vyn?' }).getByRole('button', { name: 'Bekräfta' }).click();
  await expect(page.getByText(`Vyn ”${shared}” är borttagen`)).toBeVisible();
  const { data } = await db.from('saved_views').select('name').in('name', [shared, own]);
  expect(data!.map((row) => row.name)).toEqual([own]);
});
