import { HttpError } from 'react-admin';

/** Swedish texts for the database rules a user can run into; keys are constraint names from the migrations. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  credit_cards_published_requires_example:
    'Ett publicerat kort måste ha effektiv ränta, nominell ränta och ett komplett räkneexempel.',
  credit_cards_nominal_rate_order: 'Lägsta nominella ränta får inte vara högre än högsta.',
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
      return `Värdet bryter mot en regel i databasen (${body.message ?? ''}).`;
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

export function toSwedishError(error: unknown): unknown {
  if (error instanceof HttpError) {
    const message = swedishDatabaseMessage(error.body as PostgrestErrorBody | undefined, error.status);
    if (message) return new HttpError(message, error.status, error.body);
  }
  return error;
}
