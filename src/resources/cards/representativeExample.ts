import { formatSEK } from '../../lib/formatSEK';
import { formatPercent } from '../../lib/formatPercent';
import type { CardValues } from './cardValidation';

export interface ExampleValues extends CardValues {
  annual_fee?: number | null;
  invoice_fee?: number | null;
  setup_fee?: number | null;
}

/** The representative example as visitors read it, or null while it is incomplete. */
export function representativeExample(values: ExampleValues): string | null {
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
  const fees = [
    `årsavgift ${formatSEK(values.annual_fee ?? 0)}`,
    `aviavgift ${formatSEK(values.invoice_fee ?? 0)}`,
    ...(values.setup_fee ? [`uppläggningsavgift ${formatSEK(values.setup_fee)}`] : []),
  ].join(', ');
  return (
    `Räkneexempel: Vid ett kreditbelopp om ${formatSEK(amount!)} som återbetalas på ${months} månader ` +
    `med en nominell ränta om ${formatPercent(nominal)} och ${fees} blir den effektiva räntan ` +
    `${formatPercent(effective)}. Totalt att betala ${formatSEK(total!)}, ${formatSEK(monthly!)} per månad.`
  );
}
