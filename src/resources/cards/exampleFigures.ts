import type { ValidationErrorMessage } from 'react-admin';
import { annualPercentageRate, annuityPayment, type CashFlow } from '../../lib/apr';
import { formatSEK } from '../../lib/formatSEK';

/**
 * The representative example computed from its terms, not trusted as typed. Assumptions (README, "The
 * representative example"), the same in private.card_example_* (supabase/migrations):
 * - the whole credit amount is drawn at the start; the start-up fee (uppläggningsavgift) is paid then;
 * - the annual fee (årsavgift) is paid at the start of every commenced year of the term (months 0, 12, 24 …);
 * - the credit is repaid in equal monthly instalments (annuity) at the nominal rate (nominal_rate_min) at the end of
 *   each month, and the notification fee (aviavgift) is paid with each instalment;
 * - the monthly payment is instalment + aviavgift; the total payable is every payment and charge;
 * - the effective rate is the directive's APR over those cash flows, a month being 1/12 year.
 */
export interface ExampleTerms {
  creditAmount: number;
  termMonths: number;
  nominalRate: number;
  setupFee: number;
  invoiceFee: number;
  annualFee: number;
}

export interface ExampleFigures {
  monthlyPayment: number;
  totalPayable: number;
  /** Percent (19.95), or null when no rate solves the example. */
  effectiveRate: number | null;
}

/** A lawyer's tolerance: the stated rate may differ by 0.1 percentage points, the amounts by 1 kr. */
export const EXAMPLE_TOLERANCE = { ratePoints: 0.1, kronor: 1 } as const;
/** Float noise allowed on top of the tolerance (the same in SQL). */
const SLACK = 1e-9;

export function exampleCashFlows(terms: ExampleTerms): CashFlow[] {
  const { creditAmount, termMonths, nominalRate, setupFee, invoiceFee, annualFee } = terms;
  const payment = annuityPayment(creditAmount, termMonths, nominalRate) + invoiceFee;
  const flows: CashFlow[] = [{ amount: creditAmount - setupFee, years: 0 }];
  for (let year = 0; year * 12 < termMonths; year += 1) flows.push({ amount: -annualFee, years: year });
  for (let month = 1; month <= termMonths; month += 1) flows.push({ amount: -payment, years: month / 12 });
  return flows;
}

export function computeExample(terms: ExampleTerms): ExampleFigures {
  const { creditAmount, termMonths, nominalRate, setupFee, invoiceFee, annualFee } = terms;
  const monthlyPayment = annuityPayment(creditAmount, termMonths, nominalRate) + invoiceFee;
  const years = Math.ceil(termMonths / 12);
  const totalPayable = monthlyPayment * termMonths + setupFee + annualFee * years;
  const rate = annualPercentageRate(exampleCashFlows(terms), nominalRate / 100);
  return { monthlyPayment, totalPayable, effectiveRate: rate === null ? null : rate * 100 };
}

export interface ExampleSource {
  example_credit_amount?: number | null;
  example_term_months?: number | null;
  nominal_rate_min?: number | null;
  setup_fee?: number | null;
  invoice_fee?: number | null;
  annual_fee?: number | null;
  effective_rate?: number | null;
  example_total_payable?: number | null;
  example_monthly_payment?: number | null;
}

const given = (value: unknown): value is number | string =>
  value !== null && value !== undefined && value !== '' && Number.isFinite(Number(value));

/** The terms of a card's example, or null while the credit amount, term or nominal rate is missing or invalid. */
export function exampleTermsOf(values: ExampleSource): ExampleTerms | null {
  const { example_credit_amount: amount, example_term_months: months, nominal_rate_min: nominal } = values;
  if (!given(amount) || !given(months) || !given(nominal)) return null;
  const terms: ExampleTerms = {
    creditAmount: Number(amount),
    termMonths: Number(months),
    nominalRate: Number(nominal),
    setupFee: given(values.setup_fee) ? Number(values.setup_fee) : 0,
    invoiceFee: given(values.invoice_fee) ? Number(values.invoice_fee) : 0,
    annualFee: given(values.annual_fee) ? Number(values.annual_fee) : 0,
  };
  if (terms.creditAmount <= 0 || !Number.isInteger(terms.termMonths) || terms.termMonths < 1) return null;
  if (terms.termMonths > 360 || terms.nominalRate < 0) return null;
  return terms;
}

const formatRate = (value: number) =>
  `${value.toLocaleString('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

/** Messages (i18n keys with their values), per field, for the stated figures that differ from the computed ones. */
export function exampleMismatches(values: ExampleSource): Record<string, ValidationErrorMessage> {
  const terms = exampleTermsOf(values);
  if (!terms) return {};
  const computed = computeExample(terms);
  const errors: Record<string, ValidationErrorMessage> = {};
  const { kronor, ratePoints } = EXAMPLE_TOLERANCE;
  const amount = (
    field: 'example_monthly_payment' | 'example_total_payable',
    value: number,
    message: string,
  ) => {
    const stated = values[field];
    if (given(stated) && Math.abs(Number(stated) - value) > kronor + SLACK)
      errors[field] = { message, args: { value: formatSEK(Math.round(value)), tolerance: kronor } };
  };
  amount('example_monthly_payment', computed.monthlyPayment, 'app.validation.card.example_monthly_mismatch');
  amount('example_total_payable', computed.totalPayable, 'app.validation.card.example_total_mismatch');
  if (given(values.effective_rate)) {
    if (computed.effectiveRate === null) errors.effective_rate = 'app.validation.card.example_rate_none';
    else if (Math.abs(Number(values.effective_rate) - computed.effectiveRate) > ratePoints + SLACK)
      errors.effective_rate = {
        message: 'app.validation.card.example_rate_mismatch',
        args: { value: formatRate(computed.effectiveRate), tolerance: '0,1' },
      };
  }
  return errors;
}
