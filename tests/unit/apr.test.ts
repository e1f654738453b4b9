import { describe, expect, it } from 'vitest';
import { annualPercentageRate, annuityPayment } from '../../src/lib/apr';
import {
  computeExample,
  exampleMismatches,
  type ExampleTerms,
} from '../../src/resources/cards/exampleFigures';
import { inSwedish, swedish } from './swedish';
import { EXAMPLE_TERM_COLUMNS, EXAMPLE_TERMS, randomTerms, type TermBounds } from '../exampleCard';

const NO_FEES = { setupFee: 0, invoiceFee: 0, annualFee: 0 };

/** The card example for these terms; the fees are 0 unless given. */
const example = (
  creditAmount: number,
  termMonths: number,
  nominalRate: number,
  fees: Partial<typeof NO_FEES> = {},
) => computeExample({ creditAmount, termMonths, nominalRate, ...NO_FEES, ...fees });

/** Percentage points: the suite's accuracy is 0.01 pp. */
const toPoints = (rate: number | null) => (rate ?? Number.NaN) * 100;

describe('the APR of the consumer-credit directives (worked examples)', () => {
  // Directive 98/7/EC Annex III, "Examples of calculation", on a calendar basis (1 year = 365 days); the basic
  // equation is unchanged in 2008/48/EC Annex I and (EU) 2023/2225 Annex III.
  it('first example: 1 000 lent, 1 200 repaid 546 days later → 12,96 %', () => {
    const rate = annualPercentageRate([
      { amount: 1000, years: 0 },
      { amount: -1200, years: 546 / 365 },
    ]);
    expect(toPoints(rate)).toBeCloseTo(12.96, 2);
  });

  it('second example: 50 of the 1 000 retained for administrative expenses → 16,9 %', () => {
    const rate = annualPercentageRate([
      { amount: 950, years: 0 },
      { amount: -1200, years: 546 / 365 },
    ]);
    expect(Math.abs(toPoints(rate) - 16.9)).toBeLessThan(0.05);
  });

  it('third example: 1 000 repaid with 600 after one and 600 after two years → i = 0,1306623', () => {
    const rate = annualPercentageRate([
      { amount: 1000, years: 0 },
      { amount: -600, years: 1 },
      { amount: -600, years: 2 },
    ]);
    expect(rate).toBeCloseTo(0.1306623, 6);
    // and by algebra: 600v² + 600v − 1000 = 0 with v = 1/(1+i)
    const v = (-600 + Math.sqrt(600 ** 2 + 4 * 600 * 1000)) / (2 * 600);
    expect(rate).toBeCloseTo(1 / v - 1, 10);
  });

  it('a bank’s published example (Nordea, consumer loan): 1 500 at 16 % over 36 months, 45 in fees → 19,78 %', () => {
    // nordea.lv price list "Consumer Loan with Payment Schedule": APR 19.78 %, total 1 943.64, monthly 53.91
    // (their instalments are rounded to cents, so the total differs by cents).
    const figures = example(1500, 36, 16, { setupFee: 45 });
    expect(figures.effectiveRate).toBeCloseTo(19.78, 2);
    expect(Math.abs(figures.totalPayable - 1943.64)).toBeLessThan(1);
  });

  it('without fees the APR is the nominal rate compounded monthly: (1 + r/12)^12 − 1', () => {
    for (const nominal of [0.5, 4.95, 9.9, 15.9, 19.95, 29.9, 39.9]) {
      const figures = example(20000, 24, nominal);
      const expected = ((1 + nominal / 100 / 12) ** 12 - 1) * 100;
      expect(figures.effectiveRate).toBeCloseTo(expected, 8);
    }
  });

  it('a zero-rate credit without fees has an APR of 0 and pays back the credit amount', () => {
    const figures = example(12000, 12, 0);
    expect(figures.monthlyPayment).toBe(1000);
    expect(figures.totalPayable).toBe(12000);
    expect(Math.abs(figures.effectiveRate!)).toBeLessThan(1e-9);
  });

  it('has no rate when the charges due at the drawdown swallow the credit', () => {
    expect(example(1000, 12, 10, { setupFee: 600, annualFee: 400 }).effectiveRate).toBeNull();
  });

  it('solves extreme examples where a plain Newton step would leave the bracket', () => {
    // 600 kr received, 1 000 kr paid a month later: (1 + X)^(1/12) = 5/3, about 45 950 %
    const card = example(1000, 1, 0, { setupFee: 400 });
    expect(card.effectiveRate! / 100 / ((5 / 3) ** 12 - 1)).toBeCloseTo(1, 10);
    const steep = annualPercentageRate([
      { amount: 500, years: 0 },
      { amount: -600, years: 1 / 12 },
    ]);
    expect(steep).toBeCloseTo(1.2 ** 12 - 1, 9);
  });
});

/** Independent of src/lib/apr.ts: the month-by-month schedule and a plain bisection over the discounted sum. */
function bruteForce(terms: ExampleTerms) {
  const monthlyRate = terms.nominalRate / 100 / 12;
  const instalment =
    monthlyRate === 0
      ? terms.creditAmount / terms.termMonths
      : terms.creditAmount / ((1 - (1 + monthlyRate) ** -terms.termMonths) / monthlyRate);
  let balance = terms.creditAmount;
  const payments: Array<[number, number]> = [];
  const upfront = terms.setupFee + terms.annualFee;
  payments.push([0, upfront]);
  for (let month = 1; month <= terms.termMonths; month += 1) {
    balance = balance * (1 + monthlyRate) - instalment;
    let paid = instalment + terms.invoiceFee;
    if (month % 12 === 0 && month < terms.termMonths) paid += terms.annualFee;
    payments.push([month, paid]);
  }
  expect(Math.abs(balance)).toBeLessThan(1e-6);
  const total = payments.reduce((sum, [, amount]) => sum + amount, 0);
  const gap = (x: number) =>
    terms.creditAmount - payments.reduce((sum, [month, amount]) => sum + amount / (1 + x) ** (month / 12), 0);
  let low = -0.5;
  let high = 50;
  for (let i = 0; i < 300; i += 1) {
    const mid = (low + high) / 2;
    if (gap(mid) < 0) low = mid;
    else high = mid;
  }
  return { monthly: instalment + terms.invoiceFee, total, rate: ((low + high) / 2) * 100 };
}

/** The ranges of the 200 random examples: up to 100 000 kr, 120 months, 35 %. */
const BOUNDS: TermBounds = { credit: [5000, 100_000], months: 120, rate: 35, fees: [700, 50, 1500] };

describe('the card example against an independent computation', () => {
  it('agrees to 0.01 percentage points and 1 öre on 200 examples', () => {
    let state = 48;
    const next = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
    for (let k = 0; k < 200; k += 1) {
      const terms = randomTerms(next, BOUNDS);
      const expected = bruteForce(terms);
      const actual = computeExample(terms);
      expect(actual.monthlyPayment, JSON.stringify(terms)).toBeCloseTo(expected.monthly, 2);
      expect(actual.totalPayable, JSON.stringify(terms)).toBeCloseTo(expected.total, 2);
      expect(Math.abs(actual.effectiveRate! - expected.rate), JSON.stringify(terms)).toBeLessThan(0.01);
    }
  });

  it('annuityPayment repays the credit exactly', () => {
    expect(annuityPayment(20000, 12, 15.9) * 12).toBeGreaterThan(20000);
    expect(annuityPayment(20000, 12, 0)).toBeCloseTo(20000 / 12, 10);
  });
});

describe('stated figures against the computed ones (tolerance 0,1 percentage points and 1 kr)', () => {
  const terms = EXAMPLE_TERM_COLUMNS;
  const figures = computeExample(EXAMPLE_TERMS);

  it('accepts the computed figures rounded as shown', () => {
    expect(
      exampleMismatches({
        ...terms,
        effective_rate: Math.round(figures.effectiveRate! * 100) / 100,
        example_total_payable: Math.round(figures.totalPayable),
        example_monthly_payment: Math.round(figures.monthlyPayment),
      }),
    ).toEqual({});
  });

  it('accepts a rate within 0,1 points and refuses one beyond, naming the computed rate', () => {
    const within = Math.round((figures.effectiveRate! + 0.09) * 100) / 100;
    expect(exampleMismatches({ ...terms, effective_rate: within })).toEqual({});
    const beyond = Math.round((figures.effectiveRate! - 0.12) * 100) / 100;
    const shown = figures.effectiveRate!.toFixed(2).replace('.', ',');
    expect(swedish(exampleMismatches({ ...terms, effective_rate: beyond }).effective_rate)).toBe(
      `Effektiva räntan blir ${shown} % enligt räkneexemplets villkor (högst 0,1 procentenheters avvikelse tillåts)`,
    );
  });

  it('refuses amounts more than 1 kr off, naming the computed amount', () => {
    const errors = inSwedish(exampleMismatches)({
      ...terms,
      example_total_payable: Math.round(figures.totalPayable) + 2,
      example_monthly_payment: 50,
    });
    expect(errors.example_total_payable).toMatch(
      /^Totalt att betala blir [\d\s]+kr enligt räkneexemplets villkor \(högst 1 kr/,
    );
    expect(errors.example_monthly_payment).toMatch(/^Månadsbeloppet blir [\d\s]+kr/);
  });

  it('says nothing while the terms are incomplete', () => {
    expect(exampleMismatches({ effective_rate: 5, example_total_payable: 1 })).toEqual({});
  });
});
