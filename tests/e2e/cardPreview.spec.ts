import type { Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, plainSpaces, test } from './fixtures';
import { axeCount, horizontalOverflow, settle } from './support/audit';
import { formatSEK } from '../../src/lib/formatSEK';
import { formatPercent } from '../../src/lib/formatPercent';

interface SeededCard {
  id: number;
  name: string;
  annual_fee: number;
  invoice_fee: number;
  nominal_rate_min: number;
  nominal_rate_max: number;
  effective_rate: number;
  example_credit_amount: number;
  example_total_payable: number;
  example_monthly_payment: number;
  is_sponsored: boolean;
  banks: { name: string };
  networks: { name: string };
}

/** A published, sponsored seed card with a nominal rate range, as the database holds it. */
async function seededCard(db: SupabaseClient): Promise<SeededCard> {
  const { data, error } = await db
    .from('credit_cards')
    .select(
      'id, name, annual_fee, invoice_fee, nominal_rate_min, nominal_rate_max, effective_rate, ' +
        'example_credit_amount, example_total_payable, example_monthly_payment, is_sponsored, ' +
        'banks(name), networks(name)',
    )
    .eq('is_sponsored', true)
    .eq('is_published', true)
    .order('id')
    .limit(1)
    .single();
  if (error) throw error;
  return data as unknown as SeededCard;
}

const text = async (locator: Locator) => plainSpaces((await locator.innerText()).trim());
const plain = (value: string) => plainSpaces(value);

async function expectMatchesDatabase(preview: Locator, card: SeededCard) {
  await expect(preview.getByRole('heading', { name: card.name })).toBeVisible();
  await expect(preview.getByText(`${card.banks.name} · ${card.networks.name}`)).toBeVisible();
  expect(await text(preview.getByTestId('card-preview-annual-fee'))).toBe(plain(formatSEK(card.annual_fee)));
  expect(await text(preview.getByTestId('card-preview-effective-rate'))).toBe(
    formatPercent(card.effective_rate),
  );
  const nominal =
    card.nominal_rate_min === card.nominal_rate_max
      ? formatPercent(card.nominal_rate_min)
      : `${formatPercent(card.nominal_rate_min).replace(' %', '')}–${formatPercent(card.nominal_rate_max)}`;
  expect(await text(preview.getByTestId('card-preview-nominal-rate'))).toBe(nominal);
  await expect(preview.getByTestId('card-preview-sponsored')).toHaveText('Sponsrat · Annons');
  const example = await text(preview.getByTestId('card-preview-example'));
  expect(example).toContain(`kreditbelopp om ${plain(formatSEK(card.example_credit_amount))}`);
  expect(example).toContain(`effektiva räntan ${formatPercent(card.effective_rate)}`);
  expect(example).toContain(`Totalt att betala ${plain(formatSEK(card.example_total_payable))}`);
  expect(example).toContain(`${plain(formatSEK(card.example_monthly_payment))} per månad`);
}

/** Font size (px) and weight as the browser draws them. */
function drawn(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { size: parseFloat(style.fontSize), weight: Number(style.fontWeight) };
  });
}

async function expectEffectiveRateProminent(preview: Locator) {
  const effective = await drawn(preview.getByTestId('card-preview-effective-rate'));
  const nominal = await drawn(preview.getByTestId('card-preview-nominal-rate'));
  expect(effective.size).toBeGreaterThanOrEqual(nominal.size);
  expect(effective.weight).toBeGreaterThanOrEqual(nominal.weight);
  // No other percentage in the card is drawn larger than the effective rate.
  const sizes = await preview
    .locator('dd, span, p')
    .filter({ hasText: / %$/ })
    .evaluateAll((elements) => elements.map((element) => parseFloat(getComputedStyle(element).fontSize)));
  expect(Math.max(...sizes)).toBeLessThanOrEqual(effective.size);
}

async function changeAnnualFee(page: Page, fee: string) {
  await page.getByRole('tab', { name: 'Avgifter' }).click();
  await page.getByLabel('Årsavgift (kr)').fill(fee);
}

test.describe('Kreditkort: förhandsgranskning', () => {
  test('beside the form at 1280 px: the database values, live updates', async ({ adminPage: page, db }) => {
    const card = await seededCard(db);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/cards/${card.id}`);
    const panel = page.getByRole('region', { name: 'Förhandsgranskning' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Förhandsgranska' })).toHaveCount(0);
    await expectMatchesDatabase(panel, card);
    await expectEffectiveRateProminent(panel);

    await changeAnnualFee(page, '1295');
    await expect(panel.getByTestId('card-preview-annual-fee')).toHaveText(/^1\s295\skr$/);
    expect(await text(panel.getByTestId('card-preview-example'))).toContain('årsavgift 1 295 kr');
    await page.getByLabel('Årsavgift (kr)').fill('');
    await expect(panel.getByTestId('card-preview-annual-fee')).toHaveText('Årsavgift saknas');
    expect(await horizontalOverflow(page)).toBe(0);

    // Narrower than 1280 px the panel gives way to the dialog; what was typed stays.
    await page.getByLabel('Årsavgift (kr)').fill('795');
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(panel).toHaveCount(0);
    await expect(page.getByLabel('Årsavgift (kr)')).toHaveValue('795');
    await page.getByRole('button', { name: 'Förhandsgranska' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Förhandsgranskning' }).getByTestId('card-preview-annual-fee'),
    ).toHaveText(/^795\skr$/);
  });

  test('in a dialog at 768 px: labelled, keyboard-trapped, closed by Escape, no axe violations', async ({
    adminPage: page,
    db,
  }) => {
    const card = await seededCard(db);
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(`/admin/cards/${card.id}`);
    await expect(page.getByLabel('Namn')).toHaveValue(card.name);
    await expect(page.getByTestId('card-preview-panel')).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Förhandsgranska' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Förhandsgranskning' });
    await expect(dialog).toBeVisible();
    await expectMatchesDatabase(dialog, card);
    await expectEffectiveRateProminent(dialog);
    await settle(page);
    const axe = await axeCount(page);
    expect(axe.rules).toEqual([]);
    expect(axe.critical + axe.serious).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);

    // Focus stays in the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    await changeAnnualFee(page, '1295');
    await open.click();
    await expect(dialog.getByTestId('card-preview-annual-fee')).toHaveText(/^1\s295\skr$/);
    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('no sideways scroll at 1024, 768 and 390 px, with the preview open', async ({
    adminPage: page,
    db,
  }) => {
    const card = await seededCard(db);
    await page.goto(`/admin/cards/${card.id}`);
    for (const width of [1024, 768, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByLabel('Namn')).toHaveValue(card.name);
      expect(await horizontalOverflow(page), `${width}px`).toBe(0);
      await page.getByRole('button', { name: 'Förhandsgranska' }).click();
      const dialog = page.getByRole('dialog', { name: 'Förhandsgranskning' });
      await expect(dialog.getByTestId('card-preview-effective-rate')).toBeVisible();
      expect(await horizontalOverflow(page), `${width}px, dialog open`).toBe(0);
      const box = (await dialog.boundingBox())!;
      expect(box.x, `${width}px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${width}px`).toBeLessThanOrEqual(width);
      if (width === 390) {
        const axe = await axeCount(page);
        expect(axe.rules, '390px').toEqual([]);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });
});
