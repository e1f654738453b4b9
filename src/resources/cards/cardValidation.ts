import { formValidator, kronor, percent, rules, slugRules } from '../../lib/formRules';
import { exampleMismatches } from './exampleFigures';

export interface CardValues {
  is_published?: boolean;
  annual_fee?: number | null;
  setup_fee?: number | null;
  invoice_fee?: number | null;
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

/** Rules over several fields: the same as the database's CHECK constraints on credit_cards. */
export function validateCardCombinations(values: CardValues): Record<string, string> {
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
    } else {
      // The stated figures against the computed ones (the database's credit_cards_*_consistent checks).
      const mismatches = exampleMismatches(values);
      for (const [field, message] of Object.entries(mismatches)) errors[field] ??= message;
      if (Object.keys(mismatches).length > 0)
        errors.is_published =
          'Kortet kan inte publiceras: räkneexemplet stämmer inte med det beräknade (se Räkneexempel)';
    }
  }
  return errors;
}

const KRONOR_FIELDS = [
  'annual_fee',
  'setup_fee',
  'invoice_fee',
  'extra_card_fee',
  'withdrawal_fee_fixed',
  'credit_limit_min',
  'credit_limit_max',
  'min_annual_income',
  'example_credit_amount',
  'example_total_payable',
  'example_monthly_payment',
];
const PERCENT_FIELDS = [
  'withdrawal_fee_percent',
  'currency_surcharge_percent',
  'nominal_rate_min',
  'nominal_rate_max',
  'effective_rate',
  'min_monthly_payment_percent',
  'cashback_percent',
];

/** Every rule of the card form, each on its field (see src/lib/formRules.ts for why they live in one place). */
export const validateCard = formValidator(
  'credit_cards',
  {
    name: [rules.required('Ange kortets namn')],
    slug: slugRules,
    bank_id: [rules.required('Välj bank')],
    network_id: [rules.required('Välj nätverk')],
    image_url: [rules.url()],
    apply_url: [rules.url()],
    ...Object.fromEntries(KRONOR_FIELDS.map((field) => [field, [kronor]])),
    ...Object.fromEntries(PERCENT_FIELDS.map((field) => [field, [percent]])),
    interest_free_days: [rules.integer(0, 60, ' dagar')],
    min_age: [rules.required('Ange lägsta ålder'), rules.integer(18, 30, ' år')],
    example_term_months: [rules.integer(1, 360, ' månader')],
    editor_rating: [rules.decimal(1, 5)],
    sort_rank: [rules.integer(-1000000, 1000000)],
  },
  (values) => validateCardCombinations(values as CardValues),
);
