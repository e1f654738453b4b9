// Issue 31, item 7: an undone price import read "Ångrad massändring", and "Ångra hela ändringen" stayed offered
// after the undo (a second press blamed "en annan administratör"); below 1280 px the history's entries were
// unlabelled stacks with 16 px links. At 1280 px (mouse) and 768 px (touch), with axe.
import { ADMIN, expect, loginAs, test } from './fixtures';
import { atMouseAndTouch } from './support/viewports';
import { anonClient, expectAccessible } from './team';
import { smallTargets } from './support/audit';

atMouseAndTouch('history of a price import', (width) => {
  test('the undo names the import, is offered once, and each entry line is labelled', async ({
    page,
    db,
  }) => {
    const { data: card } = await db
      .from('credit_cards')
      .select('id, name, version, extra_card_fee')
      .eq('is_published', true)
      .order('id', { ascending: false })
      .limit(1)
      .single();
    // The import's write, as the price-list import makes it (src/providers/bulkUpdateCards.ts), by the admin.
    const admin = anonClient();
    expect(
      (await admin.auth.signInWithPassword({ email: ADMIN.email, password: ADMIN.password })).error,
    ).toBeNull();
    const written = await admin.rpc('bulk_update_cards', {
      p_changes: [
        {
          id: card!.id,
          version: card!.version,
          values: { extra_card_fee: (card!.extra_card_fee ?? 0) + width },
        },
      ],
      p_kind: 'import',
    });
    expect(written.error).toBeNull();

    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/history');
    const entries = page.locator('[data-testid=history-list] tbody tr').filter({
      has: page.getByRole('link', { name: card!.name, exact: true }),
    });
    const imported = entries.filter({ hasText: 'Prisimport' }).first();
    await expect(imported).toBeVisible();
    if (width < 1280) {
      // Each line of a folded entry says what it is; the record's link is a 44 px target.
      const labels = await imported
        .locator('td')
        .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
      expect(labels).toEqual([
        '"Tid: "',
        '"Tabell: "',
        '"Post: "',
        '"Administratör: "',
        '"Åtgärd: "',
        '"Ändringar: "',
      ]);
      const link = (await imported.getByRole('link', { name: card!.name, exact: true }).boundingBox())!;
      expect(link.height).toBeGreaterThanOrEqual(44);
      expect(await smallTargets(page)).toEqual([]);
    }
    await expectAccessible(page);

    await imported.getByRole('button', { name: 'Ångra hela ändringen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ångra prisimport?' });
    await confirm.getByRole('button', { name: 'Ångra hela ändringen' }).click();
    await expect(page.getByText('Ändringen är ångrad på 1 kort')).toBeVisible();
    const { data: after } = await db
      .from('credit_cards')
      .select('extra_card_fee')
      .eq('id', card!.id)
      .single();
    expect(after!.extra_card_fee).toBe(card!.extra_card_fee);

    // The undo reads as what it undid; the import is marked undone and offers no second undo.
    await expect(entries.filter({ hasText: 'Ångrad prisimport' }).first()).toBeVisible();
    await expect(entries.filter({ hasText: 'Ångrad massändring' })).toHaveCount(0);
    const undoneImport = entries.filter({ hasText: /Prisimport · ångrad/ }).first();
    await expect(undoneImport).toBeVisible();
    await expect(undoneImport.getByRole('button', { name: 'Ångra hela ändringen' })).toHaveCount(0);
  });
});
