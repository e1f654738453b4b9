export interface CardValues {
  is_published?: boolean;
  effective_rate?: number | null;
  nominal_rate_min?: number | null;
  nominal_rate_max?: number | null;
  credit_limit_min?: number | null;
  credit_limit_max?: number | null;
  example_credit_amount?: number | null;
  example_term_months?: number | null;
  example_total_payable?: number | null;
  example_monthly_payment?: number | null;
  example_updated_on?: string | null;
  highlights?: string[] | null;
}

const missing = (value: unknown) => value === null || value === undefined || value === '';

/** The same rules as the database's CHECK constraints on credit_cards, with Swedish messages. */
export function validateCard(values: CardValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!missing(values.nominal_rate_min) && !missing(values.nominal_rate_max)) {
    if (Number(values.nominal_rate_min) > Number(values.nominal_rate_max)) {
      errors.nominal_rate_max = 'Högsta räntan måste vara minst lika hög som lägsta';
    }
  }
  if (!missing(values.credit_limit_min) && !missing(values.credit_limit_max)) {
    if (Number(values.credit_limit_min) > Number(values.credit_limit_max)) {
      errors.credit_limit_max = 'Högsta kreditgränsen måste vara minst lika hög som lägsta';
    }
  }
  if (!missing(values.example_total_payable) && !missing(values.example_credit_amount)) {
    if (Number(values.example_total_payable) < Number(values.example_credit_amount)) {
      errors.example_total_payable = 'Totalt att betala kan inte vara lägre än kreditbeloppet';
    }
  }
  if ((values.highlights?.length ?? 0) > 3) errors.highlights = 'Högst tre säljpunkter';
  if (values.is_published) {
    const required: Array<[keyof CardValues, string]> = [
      ['effective_rate', 'Effektiv ränta krävs för att publicera'],
      ['nominal_rate_min', 'Nominell ränta krävs för att publicera'],
      ['example_credit_amount', 'Kreditbelopp i räkneexemplet krävs för att publicera'],
      ['example_term_months', 'Löptid i räkneexemplet krävs för att publicera'],
      ['example_total_payable', 'Totalt att betala krävs för att publicera'],
      ['example_monthly_payment', 'Månadsbelopp krävs för att publicera'],
      ['example_updated_on', 'Datum för räkneexemplet krävs för att publicera'],
    ];
    for (const [field, message] of required) if (missing(values[field])) errors[field] = message;
    if (Object.keys(errors).some((key) => required.some(([field]) => field === key))) {
      errors.is_published = 'Kortet kan inte publiceras utan effektiv ränta och komplett räkneexempel';
    }
  }
  return errors;
}
