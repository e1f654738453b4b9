import { describe, expect, it } from 'vitest';
import { rulesAt, SEED_CARD_1, SEED_CARD_BASICS } from '../exampleCard';
import { changesToWrite, previewBulkEdit } from '../../src/resources/cards/bulk/bulkOperations';
import { parsePriceList, previewImport, guessMapping } from '../../src/resources/cards/import/priceList';
import { validateCard } from '../../src/resources/cards/cardValidation';
import { computeExample, exampleMismatches } from '../../src/resources/cards/exampleFigures';
import { recomputedFigures, recomputeOnTermChange } from '../../src/resources/cards/recomputeExample';

const card = SEED_CARD_1;
const TODAY = '2026-11-26';
// What a published card must have is the rule set's (creditRules.ts), as the preview gets it from the database.
const rules = rulesAt(new Date(`${TODAY}T12:00:00Z`));

/** The figures the law's formula gives for card 1 with `annualFee`, rounded as the database stores them. */
function expected(annualFee: number) {
  const figures = computeExample({
    creditAmount: 20000,
    termMonths: 12,
    nominalRate: 15.03,
    setupFee: SEED_CARD_BASICS.setup_fee,
    invoiceFee: SEED_CARD_BASICS.invoice_fee,
    annualFee,
  });
  return {
    effective_rate: Math.round(figures.effectiveRate! * 100) / 100,
    example_monthly_payment: Math.round(figures.monthlyPayment),
    example_total_payable: Math.round(figures.totalPayable),
  };
}

describe('the representative example recomputed with a fee change (issue 31 item 1)', () => {
  it('gives the stored figures the formula gives, within the checks’ tolerance', () => {
    const figures = recomputedFigures({ ...card, annual_fee: 310 })!;
    expect(figures).toEqual(expected(310));
    expect(exampleMismatches({ ...card, annual_fee: 310, ...figures })).toEqual({});
    expect(figures.example_total_payable).toBeGreaterThan(card.example_total_payable);
    expect(recomputedFigures({ ...card, example_term_months: null })).toBeNull();
  });

  it('recomputes only when a term changes and leaves the fields the admin set', () => {
    expect(recomputeOnTermChange(card, { ...card, extra_card_fee: 150 }, TODAY)).toEqual({});
    expect(recomputeOnTermChange(card, { ...card, annual_fee: 310 }, TODAY)).toEqual({
      effective_rate: expected(310).effective_rate,
      example_total_payable: expected(310).example_total_payable,
      example_updated_on: TODAY,
    });
    expect(
      recomputeOnTermChange(card, { ...card, annual_fee: 310 }, TODAY, [
        'effective_rate',
        'example_updated_on',
      ]),
    ).toEqual({ example_total_payable: expected(310).example_total_payable });
    // A draft without an example keeps its blanks.
    const draft = {
      ...card,
      is_published: false,
      effective_rate: null,
      example_total_payable: null,
      example_monthly_payment: null,
    };
    expect(recomputeOnTermChange(draft, { ...draft, annual_fee: 310 }, TODAY)).toEqual({});
  });

  it('bulk edit: a 5 % annual-fee rise on a published card is refused without, previewed and valid with', () => {
    const operations = [{ field: 'annual_fee', kind: 'percent' as const, value: '5' }];
    const [refused] = previewBulkEdit([card], operations, TODAY, { rules });
    expect(Object.keys(refused.errors)).toContain('example_total_payable');

    const [row] = previewBulkEdit([card], operations, TODAY, { recompute: true, rules });
    const figures = expected(310);
    expect(row.errors).toEqual({});
    expect(row.changes).toEqual([
      { field: 'annual_fee', from: 295, to: 310 },
      { field: 'effective_rate', from: 23.1, to: figures.effective_rate },
      { field: 'example_total_payable', from: 22308, to: figures.example_total_payable },
      { field: 'example_updated_on', from: '2026-11-01', to: TODAY },
    ]);
    expect(changesToWrite([row])[0].values).toEqual({
      annual_fee: 310,
      effective_rate: figures.effective_rate,
      example_total_payable: figures.example_total_payable,
      example_updated_on: TODAY,
    });
  });

  it('bulk edit: "Höj med procent" raises each card’s own value, to whole kronor', () => {
    const cheap = { ...card, id: 2, annual_fee: 195 };
    const rows = previewBulkEdit(
      [card, cheap],
      [{ field: 'annual_fee', kind: 'percent', value: '5' }],
      TODAY,
    );
    expect(rows.map((row) => row.changes[0].to)).toEqual([310, 205]);
    const [rate] = previewBulkEdit(
      [card],
      [{ field: 'nominal_rate_min', kind: 'percent', value: '-2,5' }],
      TODAY,
    );
    expect(rate.changes[0].to).toBe(14.65);
  });

  it('bulk edit: a figure the admin sets is kept, and checked', () => {
    const [row] = previewBulkEdit(
      [card],
      [
        { field: 'annual_fee', kind: 'set', value: '310' },
        { field: 'effective_rate', kind: 'set', value: '5' },
      ],
      TODAY,
      { recompute: true, rules },
    );
    expect(row.changes.find((change) => change.field === 'effective_rate')?.to).toBe(5);
    expect(Object.keys(row.errors)).toContain('effective_rate');
  });

  it('import: the same rise by price list, recomputed in the preview', () => {
    const file = parsePriceList('Slug;Årsavgift\nseb-classic-1;310\n');
    const mapping = guessMapping(file.columns);
    expect(Object.keys(previewImport(file, mapping, [card], { rules })[0].errors)).toContain(
      'example_total_payable',
    );
    const [row] = previewImport(file, mapping, [card], { recompute: true, today: TODAY, rules });
    expect(row.errors).toEqual({});
    expect(validateCard({ ...card, ...changesToWrite([row])[0].values })).toEqual({});
    expect(row.changes.map((change) => change.field)).toEqual([
      'annual_fee',
      'effective_rate',
      'example_total_payable',
      'example_updated_on',
    ]);
  });
});
