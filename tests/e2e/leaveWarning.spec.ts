// Issue 31, item 2: after a successful save (card, inquiry) reloading or closing the tab asked "Leave site? Changes
// may not be saved": the save's undo notice was react-admin's `undoable` one, which guards the page with
// beforeunload while it shows although the save is already written. A form with unsaved typing still asks.
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginAs, test } from './fixtures';
import { atMouseAndTouch } from './support/viewports';
import { axeCount } from './support/audit';
import { onNewInquiry } from './support/inquiries';

/** Whether leaving the page now would ask "Leave site?": some beforeunload listener cancels the event. */
function leavingAsks(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

/** Reloads the page and says whether the browser raised a beforeunload dialog (dismissed, so the page stays). */
async function reloadAsks(page: Page): Promise<boolean> {
  let asked = false;
  const onDialog = (dialog: import('@playwright/test').Dialog) => {
    if (dialog.type() === 'beforeunload') asked = true;
    void dialog.accept();
  };
  page.on('dialog', onDialog);
  await page.reload();
  page.off('dialog', onDialog);
  return asked;
}

atMouseAndTouch('no "leave site" after a save', (width) => {
  test('card form: asks while unsaved, not after the save; the notice still undoes', async ({ page, db }) => {
    const { data: card } = await db
      .from('credit_cards')
      .select('id, credit_bureau')
      .eq('is_published', true)
      .order('id')
      .limit(1)
      .single();
    const before = card!.credit_bureau as string | null;
    const changed = `${before ?? ''} och Bisnode ${width}`.trim();
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/cards/${card!.id}`);
    await page.getByRole('tab', { name: 'Krav' }).click();
    await page.getByLabel('Kreditupplysning (t.ex. UC)').fill(changed);
    // Real unsaved work is still guarded.
    expect(await leavingAsks(page)).toBe(true);
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByRole('alert')).toContainText('Ändringen är sparad');
    const stored = async () =>
      (await db.from('credit_cards').select('credit_bureau').eq('id', card!.id).single()).data;
    await expect.poll(stored).toEqual({ credit_bureau: changed });
    expect(await leavingAsks(page)).toBe(false);
    // The pointer on the notice holds it open (MUI pauses its timer) while axe reads the page with it.
    await page.getByRole('alert').hover();
    const axe = await axeCount(page);
    expect(axe.rules).toEqual([]);
    expect(axe.critical + axe.serious).toBe(0);
    // The notice's 'Ångra' still writes the old value back.
    await page.getByRole('button', { name: 'Ångra' }).click();
    await expect(page.getByRole('alert')).toContainText('Ändringen är ångrad');
    await expect.poll(stored).toEqual({ credit_bureau: before });
    expect(await leavingAsks(page)).toBe(false);
  });

  test('inquiry form: no prompt on reload right after the save', async ({ page, db }) => {
    const asker = { name: 'Lea Lind', question: 'Gäller reseförsäkringen?' };
    await onNewInquiry(page, db, asker, async () => {
      await page.getByLabel('Svar').fill('Ja, när resan betalas med kortet.');
      expect(await leavingAsks(page)).toBe(true);
      await page.getByRole('button', { name: 'Spara' }).click();
      await expect(page.getByRole('alert')).toContainText('Ändringen är sparad');
      expect(await leavingAsks(page)).toBe(false);
      // While the notice shows, as an admin does: reload at once.
      expect(await reloadAsks(page)).toBe(false);
      await expect(page.getByLabel('Svar')).toHaveValue('Ja, när resan betalas med kortet.');
    });
  });
});
