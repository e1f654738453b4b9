import { expect, test } from './fixtures';
import { expectAccessible } from './team';
import {
  applyChanges,
  chooseOperation,
  chooseTwoCards,
  expectUndone,
  openBulkEdit,
} from './support/cardChanges';

// Issue 23: a bulk edit is undone as a whole from the history, not only from its dialog; a card changed since
// refuses the undo with the Swedish conflict message and nothing changes.
test('a bulk edit is undone from Senaste ändringar; after a later edit the record history refuses it', async ({
  adminPage: page,
  db,
}) => {
  const { cards, watched } = await chooseTwoCards(page, db, {
    columns: ['extra_card_fee'],
    where: { is_published: true },
    orderBy: 'sort_rank',
    from: 2,
  });
  const raised = [...cards]
    .sort((x, y) => x.id - y.id)
    .map(({ id, extra_card_fee }) => ({ id, extra_card_fee: extra_card_fee! + 7 }));
  const bulkEdit = async () => {
    const dialog = await openBulkEdit(
      page,
      cards.map((card) => card.name),
    );
    await chooseOperation(dialog, 1, 'Extrakort (kr)', 'Öka med', '7');
    const applied = await applyChanges(dialog, watched, 'Ändra 2 kort', raised);
    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await expect(dialog).toBeHidden();
    return applied;
  };

  // From Senaste ändringar: each card's row names the bulk edit and offers its undo, which asks first.
  const first = await bulkEdit();
  await page.goto('/admin/history');
  // Newest first: a card's row of this bulk edit, or of its undo.
  // The history names a card as the app does elsewhere (its name), not by its id.
  const nameOf = (id: number) => cards.find((card) => card.id === id)!.name;
  const rowOf = (id: number, kind: RegExp) =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: nameOf(id), exact: true }) })
      .filter({ hasText: kind });
  const [a, b] = [...cards].sort((x, y) => x.id - y.id);
  await expect(rowOf(a.id, /Ändrad · Massändring/).first()).toBeVisible();
  await expect(rowOf(b.id, /Ändrad · Massändring/).first()).toBeVisible();
  await rowOf(b.id, /Ändrad · Massändring/)
    .first()
    .getByRole('button', { name: 'Ångra hela ändringen' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Ångra massändring?' });
  await expect(confirm).toContainText('Alla kort i ändringen får tillbaka sina tidigare värden');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Ångra hela ändringen' }).click();
  await expect(page.getByText('Ändringen är ångrad på 2 kort')).toBeVisible();
  await expectUndone(watched, first);
  await expect(rowOf(a.id, /Ångrad massändring/).first()).toBeVisible();
  await expect(rowOf(b.id, /Ångrad massändring/).first()).toBeVisible();

  // Again, then another editor changes one of the cards: the undo from the record history is refused.
  await bulkEdit();
  const other = await db
    .from('credit_cards')
    .update({ short_description: 'Ändrad av någon annan' })
    .eq('id', b.id);
  expect(other.error).toBeNull();
  const moved = await watched.state();
  const history = await watched.history();
  await page.goto(`/admin/cards/${a.id}`);
  const entry = page
    .getByTestId('record-history')
    .getByRole('listitem')
    .filter({ hasText: /Ändrad · Massändring/ });
  await entry.first().getByRole('button', { name: 'Ångra hela ändringen' }).click();
  await page
    .getByRole('dialog', { name: 'Ångra massändring?' })
    .getByRole('button', { name: 'Ångra hela ändringen' })
    .click();
  await expect(page.getByText(/^Ingenting sparades: .* ändrade posten/)).toBeVisible();
  expect(await watched.state()).toEqual(moved);
  expect(await watched.history()).toBe(history);
});
