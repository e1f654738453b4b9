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

test.describe('an edit form’s save', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('can be undone with Ctrl+Z on the screen it returns to', async ({ page, db }) => {
    const { data: cards } = await db
      .from('credit_cards')
      .select('id, name, credit_bureau')
      .eq('is_published', true);
    const card = cards![0];
    const before = card!.credit_bureau as string | null;
    const changed = `${before ?? ''} och Bisnode`.trim();
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/cards/${card!.id}`);
    await page.getByRole('tab', { name: 'Krav' }).click();
    await page.getByLabel('Kreditupplysning (t.ex. UC)').fill(changed);
    await page.getByRole('button', { name: 'Spara' }).click();
    // The save is written at once (pessimistic, conflicts still caught) and the notice offers undo.
    // The notice says what was saved (issue 31 item 8).
    await expect(page.getByRole('alert')).toContainText(
      `Ändringen är sparad: kreditkort ${card!.name as string}. Ctrl+Z ångrar.`,
    );
    await expect(page).toHaveURL(/\/admin\/cards$/);
    const stored = async () =>
      (await db.from('credit_cards').select('credit_bureau').eq('id', card!.id).single()).data;
    await expect.poll(stored).toEqual({ credit_bureau: changed });
    await page.keyboard.press('Control+z');
    await expect(page.getByRole('alert')).toContainText('Ändringen är ångrad');
    await expect.poll(stored).toEqual({ credit_bureau: before });
  });

  test('is undone by Ctrl+Z on a show page, where no list is mounted', async ({ page, db }) => {
    const { data: banks } = await db.from('banks').select('id, name');
    const bank = banks![0];
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/banks/${bank!.id}`);
    const name = page.getByLabel('Namn', { exact: false }).first();
    await name.fill(`${bank!.name} X`);
    await page.getByRole('button', { name: 'Spara' }).click();
    // Banks return to their show page, where no list is mounted.
    await expect(page).toHaveURL(new RegExp(`/admin/banks/${bank!.id}/show$`));
    await expect(page.getByRole('alert')).toContainText('Ctrl+Z ångrar.');
    await page.keyboard.press('Control+z');
    await expect
      .poll(async () => (await db.from('banks').select('name').eq('id', bank!.id).single()).data)
      .toEqual({ name: bank!.name });
  });
});
