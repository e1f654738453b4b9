/** The i18n keys of Villkor per datum's columns (CSV headings too) and of the timeline's events. */
export const TERMS_FIELD_LABELS = {
  card_id: 'app.terms_on_date.fields.card_id',
  name: 'app.terms_on_date.fields.name',
  bank_name: 'app.terms_on_date.fields.bank_name',
  is_sponsored: 'app.terms_on_date.fields.is_sponsored',
  sort_rank: 'app.terms_on_date.fields.sort_rank',
  nominal_rate: 'app.terms_on_date.fields.nominal_rate',
  effective_rate: 'app.terms_on_date.fields.effective_rate',
  annual_fee: 'app.terms_on_date.fields.annual_fee',
  credit_amount: 'app.terms_on_date.fields.credit_amount',
  term_months: 'app.terms_on_date.fields.term_months',
  total_payable: 'app.terms_on_date.fields.total_payable',
  monthly_payment: 'app.terms_on_date.fields.monthly_payment',
  problems: 'app.terms_on_date.fields.problems',
  changed_at: 'app.terms_on_date.fields.changed_at',
  valid_from: 'app.terms_on_date.fields.valid_from',
  valid_until: 'app.terms_on_date.fields.valid_until',
  event: 'app.terms_on_date.fields.event',
  changed: 'app.terms_on_date.fields.changed',
  is_public: 'app.terms_on_date.fields.is_public',
} as const;

export const TERMS_EVENT_LABELS: Record<string, string> = {
  insert: 'app.terms_on_date.events.insert',
  update: 'app.terms_on_date.events.update',
  delete: 'app.terms_on_date.events.delete',
  window: 'app.terms_on_date.events.window',
};
