// Issue 35: the search across everything, by keyboard alone at 1280 px and by touch at 768 px; Ctrl/Cmd+S saves.
import { expect, test } from './fixtures';
import { expectNoBarriers } from './support/accessible';

test.describe('search across everything by keyboard at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Ctrl+K, type, arrows and Enter open the record; Esc closes; axe finds nothing', async ({
    adminPage: page,
    db,
  }) => {
    const { data: bank } = await db.from('banks').select('id, name').order('id').limit(1).single();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Sök överallt' });
    const input = dialog.getByRole('combobox', { name: 'Sök på namn, titel, e-post eller id' });
    await expect(input).toBeFocused();
    await page.keyboard.type(bank!.name);
    const listbox = dialog.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: new RegExp(bank!.name) }).first()).toBeVisible();
    await expect(listbox.getByText('Banker', { exact: true })).toBeVisible();
    await expectNoBarriers(page, false);
    // The exact name ranks first in its group and the groups with an exact match come first: Enter opens it.
    await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/banks/${bank!.id}$`));
    await expect(dialog).toBeHidden();

    // Esc closes without moving; arrows walk the hits.
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await page.keyboard.type('a');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/banks/${bank!.id}$`));
  });

  test('Ctrl+S saves the open form without the browser’s dialog', async ({ adminPage: page, db }) => {
    const { data: network } = await db
      .from('networks')
      .select('id, acceptance_note')
      .order('id')
      .limit(1)
      .single();
    await page.goto(`/admin/networks/${network!.id}`);
    const note = `Sparad med Ctrl+S ${Date.now()}`;
    const field = page.getByLabel('Acceptans');
    await field.fill(note);
    await page.keyboard.press('Control+s');
    await expect
      .poll(
        async () =>
          (await db.from('networks').select('acceptance_note').eq('id', network!.id).single()).data
            ?.acceptance_note,
      )
      .toBe(note);
    await db.from('networks').update({ acceptance_note: network!.acceptance_note }).eq('id', network!.id);
  });
});

test.describe('search across everything by touch at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('the app bar’s search button opens it; a tap on a hit opens the record', async ({
    adminPage: page,
    db,
  }) => {
    const { data: card } = await db.from('credit_cards').select('id, name').order('id').limit(1).single();
    await page.getByRole('button', { name: 'Sök överallt (Ctrl+K)' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Sök överallt' });
    await dialog.getByRole('combobox').fill(card!.name);
    const hit = dialog.getByRole('option', { name: new RegExp(card!.name) }).first();
    await expect(hit).toBeVisible();
    await expectNoBarriers(page, true);
    await hit.tap();
    await expect(page).toHaveURL(new RegExp(`/admin/cards/${card!.id}$`));
  });
});

test.describe('search button at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('is in the app bar and opens a full-screen search', async ({ adminPage: page }) => {
    await page.getByRole('button', { name: 'Sök överallt (Ctrl+K)' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Sök överallt' });
    await expect(dialog.getByRole('combobox')).toBeVisible();
    await dialog.getByRole('button', { name: 'Stäng' }).tap();
    await expect(dialog).toBeHidden();
  });
});
