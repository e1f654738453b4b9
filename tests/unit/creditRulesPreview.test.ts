// Issue 34: bulk edit and the price-list import judge a row by the rule set the database's publish check applies,
// before anything is written, and only the writes that check judges.
import { describe, expect, it } from 'vitest';
import { previewBulkEdit, type CardRecord } from '../../src/resources/cards/bulk/bulkOperations';
import { previewImport, type ParsedFile } from '../../src/resources/cards/import/priceList';
import { judgedWrite, type CardRuleSet } from '../../src/resources/cards/creditRules';
import type { ReferenceRate } from '../../src/lib/creditCaps';
import { SEED_CARD_1 } from '../exampleCard';

const RULE_SETS: CardRuleSet[] = [
  {
    valid_from: '2025-03-01',
    interest_margin_pp: 20,
    cost_cap: true,
    required_fields: ['effective_rate', 'nominal_rate_min', 'example_credit_amount'],
    example_tolerance_kr: 1,
    effective_rate_tolerance_pp: 0.1,
    warning_required: false,
    warning_text: null,
  },
  {
    valid_from: '2026-11-20',
    interest_margin_pp: 20,
    cost_cap: true,
    required_fields: ['effective_rate', 'nominal_rate_min', 'example_credit_amount', 'rate_type'],
    example_tolerance_kr: 1,
    effective_rate_tolerance_pp: 0.1,
    warning_required: true,
    warning_text: 'Att låna pengar kostar pengar',
  },
];
const RATES: ReferenceRate[] = [{ valid_from: '2026-01-01', rate: 2 }];
const rules = { now: new Date('2026-11-27T12:00:00Z'), ruleSets: RULE_SETS, referenceRates: RATES };
const card = { ...SEED_CARD_1, version: 3 };
/** Bulk edit's preview of one card with one field set, on 2026-11-27 under RULE_SETS and RATES. */
const previewSet = (record: CardRecord, field: string, value: string) =>
  previewBulkEdit([record], [{ field, kind: 'set', value }], '2026-11-27', { rules });

describe('the rule set in bulk edit and the price-list import (issue 34)', () => {
  it('marks a bulk row above the interest cap with the reason on its field, before writing', () => {
    const [row] = previewSet(card, 'nominal_rate_max', '25');
    expect(row.errors.nominal_rate_max).toEqual({
      message: 'app.validation.card.interest_cap',
      args: { rate: '25', cap: '22', reference: '2', margin: '20' },
    });
    expect(row.errors.is_published).toBe('app.validation.card.rules_publish');
    const [within] = previewSet(card, 'nominal_rate_max', '21');
    expect(within.errors).toEqual({});
  });

  it('leaves a write the database does not judge alone: a failing card whose extra-card fee changes', () => {
    const failing = { ...card, rate_type: null };
    const [row] = previewSet(failing, 'extra_card_fee', '150');
    expect(row.errors).toEqual({});
    expect(judgedWrite(failing, { ...failing, extra_card_fee: 150 })).toBe(false);
    expect(judgedWrite(failing, { ...failing, annual_fee: 300 })).toBe(true);
    expect(judgedWrite({ ...failing, is_published: false }, failing)).toBe(true);
  });

  it('refuses an import row above the interest cap, with the reason on its field, before writing', () => {
    const file: ParsedFile = {
      columns: ['Slug', 'Nominell ränta till'],
      rows: [{ Slug: 'seb-classic-1', 'Nominell ränta till': '23,5' }],
      decimal: ',',
      delimiter: ';',
    };
    const [row] = previewImport(file, { Slug: 'slug', 'Nominell ränta till': 'nominal_rate_max' }, [card], {
      rules,
      today: '2026-11-27',
    });
    expect(row.errors.nominal_rate_max).toMatchObject({ message: 'app.validation.card.interest_cap' });
  });
});
