import type { Page } from '@playwright/test';
import { ADMIN, expect, loginAs, serviceClient, test } from './fixtures';

/** The cards list at 1280 px, signed in, with the sponsored switch of the first card (by id) that is not sponsored. */
async function firstUnsponsoredSwitch(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const db = serviceClient();
  const { data: card } = await db
    .from('credit_cards')
    .select('id, name, is_sponsored')
    .eq('is_sponsored', false)
    .order('id')
    .limit(1)
    .single();
  await loginAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/cards');
  const toggle = page.getByRole('switch', { name: `Sponsrat: ${card!.name}` });
  const sponsored = async () =>
    (await db.from('credit_cards').select('is_sponsored').eq('id', card!.id).single()).data;
  return { db, card: card!, toggle, sponsored };
}

test('a list toggle can be undone, and is saved when the notice closes', async ({ page }) => {
  const { db, card, toggle, sponsored } = await firstUnsponsoredSwitch(page);
  await toggle.click();
  await expect(toggle).toBeChecked();
  const notice = page.getByText(`«${card.name}» är nu sponsrat`);
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Ångra' }).click();
  await expect(toggle).not.toBeChecked();
  await page.waitForTimeout(500);
  expect(await sponsored()).toEqual({ is_sponsored: false });

  await toggle.click();
  await expect(page.getByText(`«${card.name}» är nu sponsrat`)).toBeVisible();
  // Without undo the change is written once the notice has closed.
  await expect.poll(sponsored, { timeout: 20_000 }).toEqual({ is_sponsored: true });
  await db.from('credit_cards').update({ is_sponsored: false }).eq('id', card.id);
});

test('a keyboard user undoes a list toggle with Ctrl+Z, as the notice says', async ({ page }) => {
  const { card, toggle, sponsored } = await firstUnsponsoredSwitch(page);
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  // The notice is an alert (read out) and names the shortcut.
  await expect(page.getByRole('alert')).toContainText(`«${card.name}» är nu sponsrat. Ctrl+Z ångrar.`);
  await page.keyboard.press('Control+z');
  await expect(toggle).not.toBeChecked();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.waitForTimeout(6_000);
  expect(await sponsored()).toEqual({ is_sponsored: false });
  // Focus stayed on the switch: the user carries on where they were.
  await expect(toggle).toBeFocused();
});
