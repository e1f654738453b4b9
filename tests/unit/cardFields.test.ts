import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { swedish } from './swedish';
import {
  BULK_EDIT_FIELDS,
  CARD_DEFAULTS,
  CARD_EXPORT_COLUMNS,
  CARD_FIELDS,
  PREVIEW_BENEFITS,
  PREVIEW_FEE_ROWS,
  cardField,
  type CardFormTab,
} from '../../src/resources/cards/cardFields';
import { cardTabbedForm } from '../../src/resources/cards/CardForm';
import { sourcesOf } from '../../src/components/LazyFormTab';
import { validateCard } from '../../src/resources/cards/cardValidation';
import { guessMapping } from '../../src/resources/cards/import/priceList';

/** The sources each tab of the card form holds, as its LazyFormTab registers them before it mounts. */
function formTabs(): Map<string, string[]> {
  const form = cardTabbedForm(validateCard) as ReactElement<{ children: ReactNode }>;
  const tabs = new Map<string, string[]>();
  for (const tab of [form.props.children].flat()) {
    if (!isValidElement<{ label: string; sources?: string[]; children: ReactNode }>(tab)) continue;
    const name = tab.props.label.replace('resources.cards.tabs.', '');
    tabs.set(name, sourcesOf(tab.props.children, [...(tab.props.sources ?? [])]));
  }
  return tabs;
}

describe('card field descriptors (issue 30)', () => {
  it('put every field in its tab of the form, once, and nothing undescribed', () => {
    const tabs = formTabs();
    expect([...tabs.keys()]).toEqual([
      'basics',
      'texts',
      'fees',
      'rates',
      'benefits',
      'requirements',
      'example',
      'publishing',
    ] satisfies CardFormTab[]);
    const placed = [...tabs.entries()].flatMap(([tab, sources]) =>
      sources.map((source) => ({ tab, source })),
    );
    for (const field of CARD_FIELDS)
      expect(
        placed.filter(({ source }) => source === field.source).map(({ tab }) => tab),
        field.source,
      ).toEqual([field.tab]);
    // category_ids is the card's categories (card_categories), written by its callbacks, not a column.
    expect(placed.filter(({ source }) => !cardField(source)).map(({ source }) => source)).toEqual([
      'category_ids',
    ]);
  });

  it('list the grids of numbers in the descriptors’ order, percentages with a decimal comma', () => {
    const tabs = formTabs();
    expect(tabs.get('fees')).toEqual(
      CARD_FIELDS.filter((field) => field.tab === 'fees').map((field) => field.source),
    );
    for (const field of CARD_FIELDS.filter((field) => field.kind === 'percent'))
      expect(validateCard({ [field.source]: 101 })[field.source], field.source).toBeDefined();
  });

  it('check money as whole, non-negative kronor and percentages from 0 to 100 by their kind', () => {
    for (const field of CARD_FIELDS) {
      const errors = validateCard({ [field.source]: field.kind === 'money' ? 12.5 : -1 });
      if (field.kind === 'money') expect(swedish(errors[field.source]), field.source).toMatch(/heltal/);
      if (field.kind === 'percent') expect(swedish(errors[field.source]), field.source).toMatch(/negativ/);
    }
  });

  it('give a new card the same defaults as before', () => {
    expect(CARD_DEFAULTS).toEqual({
      annual_fee: 0,
      setup_fee: 0,
      invoice_fee: 0,
      min_age: 18,
      credit_bureau: 'UC',
      highlights: [],
      is_published: false,
      is_sponsored: false,
      sort_rank: 100,
      example_credit_amount: 20000,
      example_term_months: 12,
    });
  });

  it('export, bulk-edit and preview the same fields in the same order as before', () => {
    expect(CARD_EXPORT_COLUMNS).toEqual([
      'name',
      'slug',
      'annual_fee',
      'nominal_rate_min',
      'nominal_rate_max',
      'effective_rate',
      'interest_free_days',
      'credit_limit_max',
      'is_published',
      'is_sponsored',
    ]);
    expect(Object.entries(BULK_EDIT_FIELDS)).toEqual([
      ['annual_fee', 'kronor'],
      ['setup_fee', 'kronor'],
      ['invoice_fee', 'kronor'],
      ['extra_card_fee', 'kronor'],
      ['withdrawal_fee_fixed', 'kronor'],
      ['withdrawal_fee_percent', 'percent'],
      ['currency_surcharge_percent', 'percent'],
      ['nominal_rate_min', 'percent'],
      ['nominal_rate_max', 'percent'],
      ['effective_rate', 'percent'],
      ['example_total_payable', 'kronor'],
      ['example_monthly_payment', 'kronor'],
      ['example_updated_on', 'date'],
    ]);
    expect(PREVIEW_FEE_ROWS.map(({ label, fields }) => [label, fields.map(({ source }) => source)])).toEqual([
      ['resources.cards.preview.setup_fee', ['setup_fee']],
      ['resources.cards.preview.invoice_fee', ['invoice_fee']],
      ['resources.cards.preview.extra_card_fee', ['extra_card_fee']],
      ['resources.cards.preview.withdrawal_fee', ['withdrawal_fee_fixed', 'withdrawal_fee_percent']],
      ['resources.cards.preview.currency_surcharge', ['currency_surcharge_percent']],
      ['resources.cards.preview.credit_limit', ['credit_limit_min', 'credit_limit_max']],
      ['resources.cards.preview.min_monthly_payment', ['min_monthly_payment_percent']],
    ]);
    expect(PREVIEW_BENEFITS).toEqual([
      'has_travel_insurance',
      'has_purchase_protection',
      'has_lounge_access',
    ]);
  });

  it('guess the price list’s columns from their headings as before', () => {
    const headings = {
      Slug: 'slug',
      Kortnamn: 'name',
      'Årsavgift (kr)': 'annual_fee',
      Uppläggningsavgift: 'setup_fee',
      'Aviavgift, papper': 'invoice_fee',
      Extrakort: 'extra_card_fee',
      'Uttagsavgift %': 'withdrawal_fee_percent',
      'Uttag procent': 'withdrawal_fee_percent',
      'Uttagsavgift kr': 'withdrawal_fee_fixed',
      'Procent per uttag': 'withdrawal_fee_fixed',
      Valutapåslag: 'currency_surcharge_percent',
      'Nominell ränta högsta': 'nominal_rate_max',
      'Nominell ränta till': 'nominal_rate_max',
      'Nominell ränta': 'nominal_rate_min',
      'Effektiv ränta': 'effective_rate',
      'Totalt att betala': 'example_total_payable',
      'Per månad': 'example_monthly_payment',
      Kontrollerat: 'example_updated_on',
      Räntefria: '',
      Kreditgräns: '',
    };
    expect(guessMapping(Object.keys(headings))).toEqual(headings);
  });
});
