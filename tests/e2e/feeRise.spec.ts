// Issue 31, item 1: a 5 % annual-fee rise on 10 published cards is one bulk edit and one import, each with the
// representative examples recomputed by the law's formula in the preview (old → new), written all or nothing and
// undone as one change set; in the card form "Räkna om räkneexemplet" replaces copying three figures by hand. At
// 1280 px (mouse) and 768 px (touch), with axe. The cards are the test's own (tests/publishedCards.ts).
import type { Locator, Page } from '@playwright/test';
import { expect, plainSpaces, test } from './fixtures';
import { expectAccessible } from './team';
import { atMouseAndTouch } from './support/viewports';
import { applyThenUndo, chooseOperation, watchCards } from './support/cardChanges';
import { createPublishedCards, removePublishedCards, type PublishedCard } from '../publishedCards';
import { recomputedFigures } from '../../src/resources/cards/recomputeExample';
import { formatPercent } from '../../src/lib/formatPercent';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
const raised = (fee: number) => Math.round(fee * 1.05);
const COLUMNS =
  'annual_fee, effective_rate, example_total_payable, example_monthly_payment, example_updated_on';

/** The terms createPublishedCards gave card `index` (its annual fee replaced) and the figures they give. */
function figuresOf(index: number, annualFee: number) {
  return recomputedFigures({
    annual_fee: annualFee,
    invoice_fee: index % 3 === 0 ? 0 : 29,
    setup_fee: 0,
    nominal_rate_min: 14.5 + index / 10,
    example_credit_amount: 20000,
    example_term_months: 12,
  })!;
}

/** What each card holds after the rise, ordered by id (createPublishedCards made them in index order). */
const afterRise = (cards: PublishedCard[]) =>
  cards.map((card, index) => ({
    id: card.id,
    annual_fee: raised(card.annual_fee),
    ...figuresOf(index, raised(card.annual_fee)),
    example_updated_on: today(),
  }));

/** Each preview row shows the fee and the recomputed example old → new. */
async function expectRecomputedPreview(dialog: Locator, cards: PublishedCard[]) {
  const preview = dialog.getByTestId('bulk-preview');
  await expect(preview.getByRole('alert')).toHaveCount(0);
  for (const [index, card] of cards.entries()) {
    const text = plainSpaces(await preview.locator(`[data-card="${card.id}"]`).innerText());
    const figures = figuresOf(index, raised(card.annual_fee));
    expect(text).toContain(`Årsavgift (kr): ${card.annual_fee} kr → ${raised(card.annual_fee)} kr`);
    expect(text).toContain(
      `Effektiv ränta (%): ${formatPercent(card.effective_rate)} → ${formatPercent(figures.effective_rate)}`,
    );
    expect(text).toContain('Totalt att betala (kr):');
    expect(text).toContain(`Kontrollerat den: ${card.example_updated_on} → ${today()}`);
  }
}

async function press(target: Locator, touch: boolean) {
  if (touch) await target.tap();
  else await target.click();
}

/** The cards list searched down to the test's cards, all of them selected. */
async function selectCards(page: Page, prefix: string, cards: PublishedCard[], touch: boolean) {
  await page.goto('/admin/cards');
  await page.getByPlaceholder('Sök kortnamn').fill(prefix);
  await expect(page).toHaveURL(new RegExp(prefix));
  if (!touch) {
    // The table: the search leaves the test's ten rows, "Markera alla" selects them.
    await expect(page.getByRole('cell', { name: cards[9].name, exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Markera raden' })).toHaveCount(cards.length);
    await page.getByRole('checkbox', { name: 'Markera alla' }).check();
    return;
  }
  // The compact list: each card's own checkbox, by touch.
  for (const card of cards) {
    const box = page.getByRole('checkbox', { name: new RegExp(`${card.name}$`) });
    await press(box, touch);
    await expect(box).toBeChecked();
  }
}

atMouseAndTouch('5 % annual-fee rise on 10 published cards', (width, touch) => {
  test('by bulk edit and by import, recomputed in the preview, written all or nothing, undone', async ({
    adminPage: page,
    db,
  }) => {
    test.setTimeout(180_000);
    const prefix = `avgiftshojning${width}x${Date.now().toString(36)}`;
    const { bankId, bankName, cards } = await createPublishedCards(db, prefix);
    try {
      const watched = watchCards(
        db,
        cards.map((card) => card.id),
        COLUMNS,
      );

      // Import: the bank's price list with the new fees, a "Kort" column of names.
      await page.goto('/admin/cards');
      await press(page.getByRole('button', { name: 'Importera prislista' }), touch);
      let dialog = page.getByRole('dialog', { name: 'Importera prislista (CSV)' });
      await dialog.getByRole('combobox', { name: 'Bank' }).click();
      await page.getByRole('option', { name: bankName, exact: true }).click();
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'prislista.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'Kort;Årsavgift\r\n' + cards.map((card) => `${card.name};${raised(card.annual_fee)}`).join('\r\n'),
        ),
      });
      await expect(dialog.getByText('10 rader kan inte importeras')).toContainText('Kryssa i');
      await press(dialog.getByRole('checkbox', { name: /^Räkna om räkneexemplet/ }), touch);
      await expectRecomputedPreview(dialog, cards);
      await expectAccessible(page);
      await applyThenUndo(dialog, watched, 'Importera 10 kort', afterRise(cards));

      // Bulk edit: "Årsavgift, Höj med procent, 5" is refused on every published card until the example is
      // recomputed; then each row shows the new figures and one press writes all ten.
      await selectCards(page, prefix, cards, touch);
      await press(page.getByRole('button', { name: 'Ändra fält' }), touch);
      dialog = page.getByRole('dialog', { name: 'Ändra fält på 10 kort' });
      await chooseOperation(dialog, 1, 'Årsavgift (kr)', 'Höj med procent (%)', '5');
      await expect(dialog.getByText('10 kort kan inte ändras så')).toContainText(
        'Kryssa i ”Räkna om räkneexemplet”',
      );
      await expect(dialog.getByRole('button', { name: 'Ändra 10 kort' })).toBeDisabled();
      await press(dialog.getByRole('checkbox', { name: /^Räkna om räkneexemplet/ }), touch);
      await expectRecomputedPreview(dialog, cards);
      await expectAccessible(page);
      await applyThenUndo(dialog, watched, 'Ändra 10 kort', afterRise(cards));

      // The form: a fee change on a published card offers the recompute; one press fills the example, save writes.
      const [card] = cards;
      await page.goto(`/admin/cards/${card.id}`);
      await press(page.getByRole('tab', { name: 'Avgifter' }), touch);
      await page.getByLabel('Årsavgift (kr)').fill(String(raised(card.annual_fee)));
      const offer = page.getByTestId('recompute-offer');
      await expect(offer.getByRole('alert')).toContainText('Räkneexemplet stämmer inte längre');
      await expectAccessible(page);
      await press(offer.getByRole('button', { name: 'Räkna om räkneexemplet' }), touch);
      await expect(offer.getByRole('status')).toContainText('Räkneexemplet är omräknat');
      await press(page.getByRole('button', { name: 'Spara' }), touch);
      await expect.poll(async () => (await watched.state())[0]).toEqual(afterRise(cards)[0]);
    } finally {
      await removePublishedCards(db, bankId);
    }
  });
});
