import type { TranslateFunction } from 'react-admin';
import { formatSEK } from '../../lib/formatSEK';
import { formatPercent } from '../../lib/formatPercent';
import type { CardValues } from './cardValidation';

export interface ExampleValues extends CardValues {
  annual_fee?: number | null;
  invoice_fee?: number | null;
  setup_fee?: number | null;
}

/** The representative example as visitors read it (`resources.cards.example.*`), or null while it is incomplete. */
export function representativeExample(values: ExampleValues, translate: TranslateFunction): string | null {
  const {
    example_credit_amount: amount,
    example_term_months: months,
    nominal_rate_min: nominal,
    effective_rate: effective,
    example_total_payable: total,
    example_monthly_payment: monthly,
  } = values;
  if ([amount, months, nominal, effective, total, monthly].some((v) => v === null || v === undefined))
    return null;
  const fee = (key: string, value: number) => translate(key, { fee: formatSEK(value) });
  const fees = [
    fee('resources.cards.example.annual_fee', values.annual_fee ?? 0),
    fee('resources.cards.example.invoice_fee', values.invoice_fee ?? 0),
    ...(values.setup_fee ? [fee('resources.cards.example.setup_fee', values.setup_fee)] : []),
  ].join(', ');
  return translate('resources.cards.example.text', {
    amount: formatSEK(amount!),
    months,
    nominal: formatPercent(nominal),
    fees,
    effective: formatPercent(effective),
    total: formatSEK(total!),
    monthly: formatSEK(monthly!),
  });
}
