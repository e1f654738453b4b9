import { HttpError } from 'react-admin';
import { LENGTH_LIMITS } from '../lib/lengthLimits';
import { RECORD_TABLES } from '../lib/recordTables';
import { i18nProvider } from './i18nProvider';

/** The database rules a user can run into, by constraint name from the migrations: i18n keys under app.errors. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  credit_cards_published_requires_example: 'app.errors.constraints.credit_cards_published_requires_example',
  credit_cards_nominal_rate_order: 'app.errors.constraints.credit_cards_nominal_rate_order',
  credit_cards_credit_limit_order: 'app.errors.constraints.credit_cards_credit_limit_order',
  credit_cards_highlights_max_3: 'app.errors.constraints.credit_cards_highlights_max_3',
  credit_cards_slug_key: 'app.errors.constraints.credit_cards_slug_key',
  banks_slug_key: 'app.errors.constraints.banks_slug_key',
  banks_name_key: 'app.errors.constraints.banks_name_key',
  banks_org_number_format: 'app.errors.constraints.banks_org_number_format',
  networks_name_key: 'app.errors.constraints.networks_name_key',
  networks_slug_key: 'app.errors.constraints.networks_slug_key',
  categories_slug_key: 'app.errors.constraints.categories_slug_key',
  news_articles_slug_key: 'app.errors.constraints.news_articles_slug_key',
  blog_posts_slug_key: 'app.errors.constraints.blog_posts_slug_key',
  reviews_rejection_requires_reason: 'app.errors.constraints.reviews_rejection_requires_reason',
  expert_inquiries_answered_requires_answer:
    'app.errors.constraints.expert_inquiries_answered_requires_answer',
  news_articles_published_requires_date: 'app.errors.constraints.news_articles_published_requires_date',
  blog_posts_published_requires_date: 'app.errors.constraints.blog_posts_published_requires_date',
  credit_cards_effective_rate_consistent: 'app.errors.constraints.credit_cards_effective_rate_consistent',
  credit_cards_example_total_payable_consistent:
    'app.errors.constraints.credit_cards_example_total_payable_consistent',
  credit_cards_example_monthly_payment_consistent:
    'app.errors.constraints.credit_cards_example_monthly_payment_consistent',
  site_image_exists: 'app.errors.constraints.site_image_exists',
  // raised by the credit_cards_within_caps trigger (20261128003200_credit_caps.sql) as a CHECK constraint is
  credit_cards_interest_cap: 'app.errors.constraints.credit_cards_interest_cap',
  credit_cards_cost_cap: 'app.errors.constraints.credit_cards_cost_cap',
  // raised by the same trigger from private.card_rule_problems (20261129003000_card_rule_problems.sql)
  credit_cards_published_requires_information:
    'app.errors.constraints.credit_cards_published_requires_information',
  credit_cards_credit_warning_required: 'app.errors.constraints.credit_cards_credit_warning_required',
};

/** PostgreSQL's error codes (SQLSTATE) a user can cause: i18n keys. */
const CODE_MESSAGES: Record<string, string> = {
  '23505': 'app.errors.codes.unique',
  '23503': 'app.errors.codes.referenced',
  '23514': 'app.errors.codes.check',
  '22003': 'app.errors.codes.out_of_range',
  '22001': 'app.errors.codes.too_long',
  '23502': 'app.errors.codes.not_null',
  '42501': 'app.errors.codes.forbidden',
  '22P02': 'app.errors.codes.bad_format',
};

/** The database's own refusals named by their HINT: the editor role's (20261129005100) and the proposals' (20261129006100). */
const HINT_MESSAGES: Record<string, string> = {
  editor_publish: 'app.errors.roles.editor_publish',
  editor_published: 'app.errors.roles.editor_published',
  editor_refused: 'app.errors.roles.editor_refused',
  proposal_required: 'app.errors.proposals.proposal_required',
  self_approval: 'app.errors.proposals.self_approval',
  reason_required: 'app.errors.proposals.reason_required',
  proposal_decided: 'app.errors.proposals.proposal_decided',
  proposal_terms_only: 'app.errors.proposals.proposal_terms_only',
  proposal_empty: 'app.errors.proposals.proposal_empty',
};

/** A message: an i18n key and its interpolation values. */
export interface KeyedMessage {
  key: string;
  args?: Record<string, unknown>;
}

/** Tables whose constraints are named <table>_<column>_<rule> in the migrations. */
const TABLES: readonly string[] = [...RECORD_TABLES, 'chat_messages'];

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
  credit_cards_interest_cap: 'nominal_rate_max',
  credit_cards_cost_cap: 'example_total_payable',
  credit_cards_published_requires_information: 'rate_type',
  credit_cards_credit_warning_required: 'credit_warning',
};

const RULE_MESSAGES: Record<string, (table: string, column: string) => KeyedMessage> = {
  length: (table, column) => {
    const max = LENGTH_LIMITS[table]?.[column];
    return max
      ? { key: 'app.errors.rules.length', args: { max } }
      : { key: 'app.errors.rules.length_unknown' };
  },
  not_blank: () => ({ key: 'app.errors.rules.not_blank' }),
  http: () => ({ key: 'app.errors.rules.http' }),
  key: () => ({ key: 'app.errors.rules.key' }),
  format: () => ({ key: 'app.errors.rules.format' }),
  range: () => ({ key: 'app.errors.rules.range' }),
  positive: () => ({ key: 'app.errors.rules.non_negative' }),
  non_negative: () => ({ key: 'app.errors.rules.non_negative' }),
};

/** The constraint named in a PostgREST error, by the message and details PostgreSQL gives. */
export function constraintOf(body: PostgrestErrorBody | undefined): string | undefined {
  const text = `${body?.message ?? ''} ${body?.details ?? ''}`;
  return /constraint "([a-z0-9_]+)"/.exec(text)?.[1];
}

/** The field a constraint belongs to and the key of its message, or undefined for a rule over several fields. */
export function fieldErrorOf(constraint: string): ({ field: string } & KeyedMessage) | undefined {
  const table = TABLES.find((name) => constraint.startsWith(`${name}_`));
  if (!table) return undefined;
  const known = CONSTRAINT_FIELDS[constraint];
  if (known) return { field: known, key: CONSTRAINT_MESSAGES[constraint] ?? 'app.errors.rules.invalid' };
  const rest = constraint.slice(table.length + 1);
  const rule = Object.keys(RULE_MESSAGES)
    .sort((a, b) => b.length - a.length)
    .find((name) => rest.endsWith(`_${name}`));
  if (!rule) return undefined;
  const field = rest.slice(0, -(rule.length + 1));
  if (!field) return undefined;
  const named = CONSTRAINT_MESSAGES[constraint];
  return { field, ...(named ? { key: named } : RULE_MESSAGES[rule](table, field)) };
}

interface PostgrestErrorBody {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

/** The i18n key of the Swedish message for a PostgREST error, or undefined when none fits. */
export function swedishDatabaseMessage(
  body: PostgrestErrorBody | undefined,
  status?: number,
): string | undefined {
  if (!body) return undefined;
  if (body.hint && HINT_MESSAGES[body.hint]) return HINT_MESSAGES[body.hint];
  const text = `${body.message ?? ''} ${body.details ?? ''}`;
  const constraint = Object.keys(CONSTRAINT_MESSAGES).find((name) => text.includes(name));
  if (constraint) return CONSTRAINT_MESSAGES[constraint];
  return (
    (body.code && CODE_MESSAGES[body.code]) || (status === 403 ? 'app.errors.codes.forbidden' : undefined)
  );
}

/**
 * A Swedish HttpError (its message an i18n key, which react-admin's notification translates) in place of PostgreSQL's text. When the refused constraint guards one field, the body carries
 * react-admin's server-side validation shape (`errors: { field: message }`), which marks the field in the form.
 */
export function toSwedishError(error: unknown): unknown {
  if (error instanceof HttpError) {
    const body = error.body as PostgrestErrorBody | undefined;
    const message =
      swedishDatabaseMessage(body, error.status) ??
      (error.status >= 400 && error.status < 500 && body?.code ? 'app.errors.codes.refused' : undefined);
    if (message) {
      const constraint = constraintOf(body);
      const fieldError = constraint ? fieldErrorOf(constraint) : undefined;
      // A field's message is shown as react-admin shows validation errors, translated; its values are filled here.
      const errors = fieldError
        ? { [fieldError.field]: i18nProvider.translate(fieldError.key, fieldError.args) }
        : undefined;
      return new HttpError(message, error.status, { ...body, ...(errors ? { errors } : {}) });
    }
  }
  return error;
}
