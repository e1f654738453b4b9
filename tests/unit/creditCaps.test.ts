import { describe, expect, it } from 'vitest';
import { cardCapProblems, swedishDay, validOn } from '../../src/lib/creditCaps';
import type { CappedCard, CreditRuleSet, ReferenceRate } from '../../src/lib/creditCaps';
import { validateCardRules } from '../../src/resources/cards/cardValidation';
import type { CardRuleSet } from '../../src/resources/cards/creditRules';

const RULE_SETS: CreditRuleSet[] = [
  { valid_from: '2025-03-01', interest_margin_pp: 20, cost_cap: true },
  { valid_from: '2026-11-20', interest_margin_pp: 20, cost_cap: true },
];
const RATES: ReferenceRate[] = [
  { valid_from: '2025-01-01', rate: 3 },
  { valid_from: '2025-07-01', rate: 2 },
  { valid_from: '2026-01-01', rate: 2 },
];
const card = {
  nominal_rate_min: 15,
  nominal_rate_max: 22,
  example_credit_amount: 20000,
  example_total_payable: 22000,
};
const at = (iso: string) => new Date(iso);
/** cardCapProblems of a card at a moment, under RULE_SETS and RATES. */
const problemsAt = (card: CappedCard, iso: string) => cardCapProblems(card, at(iso), RULE_SETS, RATES);

describe('the interest and cost caps by date', () => {
  it('takes the day in Sweden: 23:30 UTC on 19 November is 20 November in Stockholm', () => {
    expect(swedishDay(at('2026-11-19T23:30:00Z'))).toBe('2026-11-20');
    expect(swedishDay(at('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(swedishDay(at('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('chooses the row with the latest start on or before the day', () => {
    expect(validOn(RULE_SETS, '2025-02-28')).toBeUndefined();
    expect(validOn(RULE_SETS, '2025-03-01')?.valid_from).toBe('2025-03-01');
    expect(validOn(RULE_SETS, '2026-11-19')?.valid_from).toBe('2025-03-01');
    expect(validOn(RULE_SETS, '2026-11-20')?.valid_from).toBe('2026-11-20');
  });

  it('allows exactly the reference rate + 20 pp and refuses a hundredth above it', () => {
    expect(problemsAt(card, '2026-11-26T12:00:00Z')).toEqual([]);
    const above = problemsAt({ ...card, nominal_rate_max: 22.01 }, '2026-11-26T12:00:00Z');
    expect(above).toEqual([
      {
        code: 'interest_cap',
        field: 'nominal_rate_max',
        message: 'app.validation.card.interest_cap',
        args: { rate: '22,01', cap: '22', reference: '2', margin: '20' },
      },
    ]);
  });

  it('uses the reference rate of the day: 22,5 % is allowed in spring 2025 (3 + 20) and refused from 1 July 2025', () => {
    const high = { ...card, nominal_rate_max: 22.5 };
    expect(problemsAt(high, '2025-06-30T12:00:00Z')).toEqual([]);
    expect(problemsAt(high, '2025-07-01T12:00:00Z').map((p) => p.code)).toEqual(['interest_cap']);
  });

  it('judges the lower rate when there is no upper one, and no cap before the first rule set', () => {
    const only = { ...card, nominal_rate_min: 30, nominal_rate_max: null };
    expect(problemsAt(only, '2026-01-10T12:00:00Z')[0].field).toBe('nominal_rate_min');
    expect(problemsAt(only, '2025-02-28T12:00:00Z')).toEqual([]);
  });

  it('refuses a total cost above the credit amount, and allows it equal', () => {
    expect(problemsAt({ ...card, example_total_payable: 40000 }, '2026-11-26T12:00:00Z')).toEqual([]);
    const over = problemsAt({ ...card, example_total_payable: 40001 }, '2026-11-26T12:00:00Z');
    expect(over).toEqual([
      {
        code: 'cost_cap',
        field: 'example_total_payable',
        message: 'app.validation.card.cost_cap',
        args: { cost: '20\u00a0001', amount: '20\u00a0000' },
      },
    ]);
  });

  it('marks the fields and the publish switch of a published card only', () => {
    const values = { ...card, nominal_rate_max: 25, example_total_payable: 50000 };
    const now = at('2026-11-26T12:00:00Z');
    const sets: CardRuleSet[] = RULE_SETS.map((set) => ({
      ...set,
      required_fields: [],
      example_tolerance_kr: 1,
      effective_rate_tolerance_pp: 0.1,
      warning_required: false,
      warning_text: null,
    }));
    expect(validateCardRules({ ...values, is_published: false }, now, sets, RATES)).toEqual({});
    const errors = validateCardRules({ ...values, is_published: true }, now, sets, RATES);
    expect(Object.keys(errors).sort()).toEqual(['example_total_payable', 'is_published', 'nominal_rate_max']);
    expect(errors.is_published).toBe('app.validation.card.rules_publish');
  });
});
