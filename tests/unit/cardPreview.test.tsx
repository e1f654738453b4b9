import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, NumberInput, type DataProvider } from 'react-admin';
import { CardPreview } from '../../src/resources/cards/CardPreview';
import { CardEdit } from '../../src/resources/cards/CardEdit';
import { asNumber, rangeText } from '../../src/resources/cards/cardPreviewValues';
import { formatPercent } from '../../src/lib/formatPercent';
import { plainSpaces, renderWithAdmin, testDataProvider } from './kit';

// Seed card 2 (SEB Guld), as the form holds it.
const card = {
  id: 2,
  name: 'SEB Guld',
  slug: 'seb-guld-2',
  bank_id: 1,
  network_id: 2,
  image_url: null,
  short_description: 'Kreditkort från SEB med ingen årsavgift första året.',
  highlights: ['Ingen årsavgift första året', 'Lounge-besök ingår'],
  annual_fee: 595,
  setup_fee: 0,
  invoice_fee: 29,
  extra_card_fee: 100,
  withdrawal_fee_fixed: 40,
  withdrawal_fee_percent: 0,
  currency_surcharge_percent: 1.65,
  nominal_rate_min: 15.92,
  nominal_rate_max: 17.92,
  effective_rate: 20.73,
  interest_free_days: 60,
  min_monthly_payment_percent: 3,
  credit_limit_min: 5000,
  credit_limit_max: 30000,
  cashback_percent: 1,
  has_travel_insurance: true,
  has_purchase_protection: true,
  has_lounge_access: false,
  min_age: 18,
  min_annual_income: 240000,
  accepts_payment_remarks: false,
  example_credit_amount: 20000,
  example_term_months: 12,
  example_total_payable: 22875,
  example_monthly_payment: 1906,
  example_updated_on: '2026-11-01',
  apply_url: 'https://example.se/ansok/seb-guld-2',
  is_sponsored: false,
  is_published: true,
  editor_rating: 4.5,
};

const references: Record<string, Record<number, { id: number; name: string }>> = {
  banks: { 1: { id: 1, name: 'SEB' } },
  networks: { 2: { id: 2, name: 'Mastercard' } },
};

function provider(): DataProvider {
  return testDataProvider({
    getOne: async (resource: string, { id }: { id: number }) =>
      resource === 'cards' ? { data: card } : { data: references[resource][Number(id)] },
    getList: async (resource: string) => {
      const rows = Object.values(references[resource] ?? {});
      return { data: rows, total: rows.length };
    },
    getMany: async (resource: string) => ({ data: Object.values(references[resource] ?? {}) }),
    getManyReference: async () => ({ data: [], total: 0 }),
  } as Partial<DataProvider>);
}

function renderPreview(record: Record<string, unknown> = card) {
  return renderWithAdmin(
    <Form record={record}>
      <NumberInput source="annual_fee" />
      <CardPreview />
    </Form>,
    { dataProvider: provider(), resource: 'cards' },
  );
}

const renderEdit = () =>
  renderWithAdmin(<CardEdit />, {
    dataProvider: provider(),
    path: '/cards/2',
    resource: 'cards',
    routes: ['/cards/:id/*'],
  });

const text = (testId: string) => plainSpaces(screen.getByTestId(testId).textContent ?? '');
/** The computed font size in px (jsdom leaves MUI's rem values unresolved; the root size is 16 px). */
const px = (element: Element) => {
  const size = getComputedStyle(element).fontSize;
  return parseFloat(size) * (size.endsWith('rem') ? 16 : 1);
};
const weight = (element: Element) => Number(getComputedStyle(element).fontWeight);

describe('card preview', { timeout: 60_000 }, () => {
  it('shows the card as visitors see it: bank by reference, fees in kronor, rates with a decimal comma', async () => {
    renderPreview();
    const preview = await screen.findByTestId('card-preview');
    expect(within(preview).getByRole('heading', { name: 'SEB Guld' })).toBeInTheDocument();
    expect(await within(preview).findByText('SEB · Mastercard')).toBeInTheDocument();
    expect(text('card-preview-annual-fee')).toBe('595 kr');
    expect(text('card-preview-effective-rate')).toBe('20,73 %');
    expect(text('card-preview-nominal-rate')).toBe('15,92–17,92 %');
    const all = plainSpaces(preview.textContent ?? '');
    expect(all).toContain('Aviavgift29 kr');
    expect(all).toContain('Extrakort100 kr');
    expect(all).toContain('Uttagsavgift40 kr + 0 %');
    expect(all).toContain('Valutapåslag1,65 %');
    expect(all).toContain('Kreditgräns5 000–30 000 kr');
    expect(all).toContain('Ingen årsavgift första året');
    expect(all).not.toMatch(/NaN|undefined|null/);
    // No image URL: a placeholder, not a broken image.
    expect(screen.getByTestId('card-preview-no-image')).toHaveTextContent('Bild saknas');
    expect(within(preview).queryByRole('img')).toBeNull();
    expect(within(preview).getByRole('link', { name: 'Till ansökan' })).toHaveAttribute(
      'href',
      card.apply_url,
    );
  });

  it('shows the effective rate at least as prominently as the nominal rate', async () => {
    renderPreview();
    const effective = await screen.findByTestId('card-preview-effective-rate');
    const nominal = screen.getByTestId('card-preview-nominal-rate');
    expect(px(effective)).toBeGreaterThan(0);
    expect(px(effective)).toBeGreaterThanOrEqual(px(nominal));
    expect(weight(effective)).toBeGreaterThanOrEqual(weight(nominal));
    // Every other percentage in the card is smaller than the effective rate.
    for (const other of screen.getAllByText(/ %$/)) {
      if (other === effective || other === nominal) continue;
      expect(px(other), other.textContent!).toBeLessThanOrEqual(px(effective));
    }
  });

  it('shows the representative example, and says so when it is incomplete', async () => {
    renderPreview();
    expect(text('card-preview-example')).toContain(
      'Räkneexempel: Vid ett kreditbelopp om 20 000 kr som återbetalas på 12 månader med en nominell ränta ' +
        'om 15,92 % och årsavgift 595 kr, aviavgift 29 kr blir den effektiva räntan 20,73 %. ' +
        'Totalt att betala 22 875 kr, 1 906 kr per månad.',
    );
    expect(text('card-preview-example')).toContain('Kontrollerat 2026-11-01');
  });

  it('warns in the preview when the stated example is not the computed one', async () => {
    // The fixture states 20,73 % and 22 875 kr; its terms give 27,88 %, 22 709 kr and 1 843 kr a month.
    renderPreview();
    expect(text('card-preview-example-wrong')).toMatch(/stämmer inte med det som räknas fram/);
    const consistent = {
      ...card,
      effective_rate: 27.88,
      example_total_payable: 22709,
      example_monthly_payment: 1843,
    };
    cleanup();
    renderPreview(consistent);
    expect(screen.queryByTestId('card-preview-example-wrong')).toBeNull();
  });

  it('updates when a field changes, and shows a Swedish placeholder for a missing fee', async () => {
    renderPreview();
    await waitFor(() => expect(text('card-preview-annual-fee')).toBe('595 kr'));
    const fee = screen.getByLabelText('Årsavgift (kr)');
    await userEvent.clear(fee);
    expect(text('card-preview-annual-fee')).toBe('Årsavgift saknas');
    await userEvent.type(fee, '1295');
    expect(text('card-preview-annual-fee')).toBe('1 295 kr');
    // The representative example follows the fee.
    expect(text('card-preview-example')).toContain('årsavgift 1 295 kr');
  });

  it('marks a sponsored card and shows placeholders for an empty one', async () => {
    renderPreview({ id: 1, is_sponsored: true, image_url: 'https://example.se/kort.png', name: 'Nytt kort' });
    expect(await screen.findByTestId('card-preview-sponsored')).toHaveTextContent('Sponsrat · Annons');
    expect(screen.getByRole('img', { name: 'Kortbild: Nytt kort' })).toHaveAttribute(
      'src',
      'https://example.se/kort.png',
    );
    fireEvent.error(screen.getByRole('img', { name: 'Kortbild: Nytt kort' }));
    expect(screen.getByTestId('card-preview-no-image')).toHaveTextContent('Bilden kunde inte visas');
    expect(text('card-preview-annual-fee')).toBe('Årsavgift saknas');
    expect(text('card-preview-effective-rate')).toBe('Effektiv ränta saknas');
    expect(text('card-preview-example')).toMatch(/^Räkneexempel saknas/);
    expect(screen.getByText('Bank saknas')).toBeInTheDocument();
    expect(plainSpaces(screen.getByTestId('card-preview').textContent ?? '')).not.toMatch(/NaN/);
  });

  it('opens from the card form in a labelled dialog below 1280 px that Escape closes', async () => {
    renderEdit();
    const open = await screen.findByRole('button', { name: 'Förhandsgranska' });
    await screen.findByDisplayValue('SEB Guld');
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Förhandsgranskning' });
    expect(plainSpaces(within(dialog).getByTestId('card-preview-annual-fee').textContent!)).toBe('595 kr');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });
});

describe('card preview beside the form', { timeout: 120_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sits beside the form from 1280 px, with no dialog button', async () => {
    // jsdom has no layout: the window is as wide as matchMedia says.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width:1280px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    renderEdit();
    const panel = await screen.findByRole('region', { name: 'Förhandsgranskning' });
    await waitFor(() =>
      expect(plainSpaces(within(panel).getByTestId('card-preview-annual-fee').textContent!)).toBe('595 kr'),
    );
    expect(screen.queryByRole('button', { name: 'Förhandsgranska' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Avgifter' }));
    const fee = screen.getByLabelText('Årsavgift (kr)');
    await userEvent.clear(fee);
    await userEvent.type(fee, '99');
    expect(plainSpaces(within(panel).getByTestId('card-preview-annual-fee').textContent!)).toBe('99 kr');
  });
});

describe('preview values', () => {
  it('never turn half-typed or empty input into NaN', () => {
    expect(asNumber('1,')).toBe(1);
    expect(asNumber('1,65')).toBe(1.65);
    expect(asNumber('abc')).toBeNull();
    expect(asNumber(Number.NaN)).toBeNull();
    expect(asNumber('')).toBeNull();
    expect(rangeText(15.03, 15.03, formatPercent)).toBe('15,03 %');
    expect(rangeText(null, 17, formatPercent)).toBe('17 %');
    expect(rangeText(null, undefined, formatPercent)).toBeNull();
  });
});
