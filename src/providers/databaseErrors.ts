import { HttpError } from 'react-admin';
import { LENGTH_LIMITS } from '../lib/lengthLimits';

/** Swedish texts for the database rules a user can run into; keys are constraint names from the migrations. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  credit_cards_published_requires_example:
    'Ett publicerat kort måste ha effektiv ränta, nominell ränta och ett komplett räkneexempel.',
  credit_cards_nominal_rate_order: 'Lägsta nominella ränta får inte vara högre än högsta.',
  credit_cards_effective_rate_consistent:
    'Effektiva räntan stämmer inte med den som räknas fram ur räkneexemplets villkor (högst 0,1 procentenheters avvikelse tillåts).',
  credit_cards_example_total_payable_consistent:
    'Totalt att betala stämmer inte med räkneexemplets villkor (högst 1 kr avvikelse tillåts).',
  credit_cards_example_monthly_payment_consistent:
    'Månadsbeloppet stämmer inte med räkneexemplets villkor (högst 1 kr avvikelse tillåts).',
  credit_cards_credit_limit_order: 'Lägsta kreditgräns får inte vara högre än högsta.',
  credit_cards_highlights_max_3: 'Högst tre säljpunkter.',
  credit_cards_slug_key: 'Sluggen används redan av ett annat kort.',
  banks_slug_key: 'Sluggen används redan av en annan bank.',
  banks_name_key: 'Det finns redan en bank med det namnet.',
  banks_org_number_format: 'Organisationsnumret ska skrivas NNNNNN-NNNN.',
  networks_name_key: 'Det finns redan ett nätverk med det namnet.',
  networks_slug_key: 'Sluggen används redan av ett annat nätverk.',
  categories_slug_key: 'Sluggen används redan av en annan kategori.',
  news_articles_slug_key: 'Sluggen används redan av en annan nyhet.',
  blog_posts_slug_key: 'Sluggen används redan av ett annat blogginlägg.',
  reviews_rejection_requires_reason: 'Ange ett skäl när en recension avvisas.',
  expert_inquiries_answered_requires_answer: 'Skriv ett svar innan förfrågan markeras som besvarad.',
  news_articles_published_requires_date: 'Ange publiceringsdatum för publicerade och schemalagda nyheter.',
  blog_posts_published_requires_date: 'Ange publiceringsdatum för publicerade och schemalagda inlägg.',
};

/** Tables whose constraints are named <table>_<column>_<rule> in the migrations. */
const TABLES = [
  'credit_cards',
  'banks',
  'networks',
  'categories',
  'reviews',
  'expert_inquiries',
  'chat_sessions',
  'chat_messages',
  'cookie_consents',
  'news_articles',
  'blog_posts',
];

/** Which field a constraint guards, for the constraints that guard one field. */
const CONSTRAINT_FIELDS: Record<string, string> = {
  credit_cards_nominal_rate_order: 'nominal_rate_min',
  credit_cards_effective_rate_consistent: 'effective_rate',
  credit_cards_example_total_payable_consistent: 'example_total_payable',
  credit_cards_example_monthly_payment_consistent: 'example_monthly_payment',
  credit_cards_credit_limit_order: 'credit_limit_min',
  credit_cards_highlights_max_3: 'highlights',
  reviews_rejection_requires_reason: 'rejection_reason',
  expert_inquiries_answered_requires_answer: 'answer',
  news_articles_published_requires_date: 'published_at',
  blog_posts_published_requires_date: 'published_at',
};

const RULE_MESSAGES: Record<string, (table: string, column: string) => string> = {
  length: (table, column) => `Högst ${LENGTH_LIMITS[table]?.[column] ?? 'tillåtet antal'} tecken.`,
  not_blank: () => 'Fältet får inte vara tomt.',
  http: () => 'Adressen måste börja med http:// eller https://.',
  key: () => 'Värdet används redan.',
  format: () => 'Värdet har fel format.',
  range: () => 'Värdet ligger utanför det tillåtna intervallet.',
  positive: () => 'Värdet får inte vara negativt.',
  non_negative: () => 'Värdet får inte vara negativt.',
};

/** The constraint named in a PostgREST error, by the message and details PostgreSQL gives. */
export function constraintOf(body: PostgrestErrorBody | undefined): string | undefined {
  const text = `${body?.message ?? ''} ${body?.details ?? ''}`;
  return /constraint "([a-z0-9_]+)"/.exec(text)?.[1];
}

/** The field a constraint belongs to and a Swedish message for it, or undefined for a rule over several fields. */
export function fieldErrorOf(constraint: string): { field: string; message: string } | undefined {
  const table = TABLES.find((name) => constraint.startsWith(`${name}_`));
  if (!table) return undefined;
  const known = CONSTRAINT_FIELDS[constraint];
  if (known) return { field: known, message: CONSTRAINT_MESSAGES[constraint] ?? 'Ogiltigt värde.' };
  const rest = constraint.slice(table.length + 1);
  const rule = Object.keys(RULE_MESSAGES)
    .sort((a, b) => b.length - a.length)
    .find((name) => rest.endsWith(`_${name}`));
  if (!rule) return undefined;
  const field = rest.slice(0, -(rule.length + 1));
  if (!field) return undefined;
  return { field, message: CONSTRAINT_MESSAGES[constraint] ?? RULE_MESSAGES[rule](table, field) };
}

interface PostgrestErrorBody {
  code?: string;
  message?: string;
  details?: string | null;
}

export function swedishDatabaseMessage(
  body: PostgrestErrorBody | undefined,
  status?: number,
): string | undefined {
  if (!body) return undefined;
  const text = `${body.message ?? ''} ${body.details ?? ''}`;
  const constraint = Object.keys(CONSTRAINT_MESSAGES).find((name) => text.includes(name));
  if (constraint) return CONSTRAINT_MESSAGES[constraint];
  switch (body.code) {
    case '23505':
      return 'Värdet används redan (t.ex. namnet eller sluggen).';
    case '23503':
      return 'Posten används av andra poster och kan inte tas bort.';
    case '23514':
      return 'Ett värde bryter mot en regel i databasen.';
    case '22003':
      return 'Ett tal är för stort eller för litet.';
    case '22001':
      return 'En text är för lång.';
    case '23502':
      return 'Ett obligatoriskt fält saknas.';
    case '42501':
      return 'Du saknar behörighet för den här åtgärden.';
    case '22P02':
      return 'Ett fält har fel format.';
    default:
      return status === 403 ? 'Du saknar behörighet för den här åtgärden.' : undefined;
  }
}

/**
 * A Swedish HttpError in place of PostgreSQL's text. When the refused constraint guards one field, the body carries
 * react-admin's server-side validation shape (`errors: { field: message }`), which marks the field in the form.
 */
export function toSwedishError(error: unknown): unknown {
  if (error instanceof HttpError) {
    const body = error.body as PostgrestErrorBody | undefined;
    const message =
      swedishDatabaseMessage(body, error.status) ??
      (error.status >= 400 && error.status < 500 && body?.code
        ? 'Databasen tog inte emot ändringen.'
        : undefined);
    if (message) {
      const constraint = constraintOf(body);
      const fieldError = constraint ? fieldErrorOf(constraint) : undefined;
      const errors = fieldError ? { [fieldError.field]: fieldError.message } : undefined;
      return new HttpError(message, error.status, { ...body, ...(errors ? { errors } : {}) });
    }
  }
  return error;
}
