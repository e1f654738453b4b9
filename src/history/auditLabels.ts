import { i18nProvider } from '../providers/i18nProvider';
import { resourceRegistry } from '../resources/registry';
import { formatDateTime } from '../lib/formatDate';

/** A timestamp as PostgreSQL's to_jsonb writes it: 2026-11-23T07:05:00.123+00:00. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** i18n keys of the audit log's actions. */
export const ACTION_KEYS: Record<string, string> = {
  INSERT: 'app.history.actions.INSERT',
  UPDATE: 'app.history.actions.UPDATE',
  DELETE: 'app.history.actions.DELETE',
};

/** i18n keys of the tables the audit log covers (the resources' plural names, plus the join and role tables). */
const TABLE_KEYS: Record<string, string> = {
  ...Object.fromEntries(resourceRegistry.map((entry) => [entry.table, `resources.${entry.name}.name`])),
  card_categories: 'app.history.tables.card_categories',
  user_roles: 'app.history.tables.user_roles',
  site_images: 'app.history.tables.site_images',
  personal_data: 'app.history.tables.personal_data',
};

/** A table's Swedish name, or the table's own name if the audit log does not cover it (translated when asked:
 * the history's texts load with its view). */
export const tableLabel = (table: string): string =>
  TABLE_KEYS[table] ? i18nProvider.translate(TABLE_KEYS[table], { smart_count: 2 }) : table;

let choices: Array<{ id: string; name: string }> | undefined;

/** The audited tables as choices of a filter (one array, so the filter's input keeps its props). */
export const tableChoices = (): Array<{ id: string; name: string }> =>
  (choices ??= Object.keys(TABLE_KEYS).map((id) => ({ id, name: tableLabel(id) })));

/** Route of a table's resource (credit_cards → cards), for links to the edited record. */
export const RESOURCE_OF_TABLE: Record<string, string> = Object.fromEntries(
  resourceRegistry.map((entry) => [entry.table, entry.name]),
);

/**
 * i18n keys of the audited columns that have no `resources.<name>.fields.<column>` label in sv.ts (the
 * join and role tables have no resource; the rest are columns no view shows).
 */
export const FIELD_KEYS: Record<string, string> = {
  card_id: 'app.history.columns.card_id',
  category_id: 'app.history.columns.category_id',
  user_id: 'app.history.columns.user_id',
  role: 'app.history.columns.role',
  assigned_to: 'app.history.columns.assigned_to',
  closed_at: 'app.history.columns.closed_at',
  author_email: 'app.history.columns.author_email',
  author_id: 'app.history.columns.author_id',
  moderated_by: 'app.history.columns.moderated_by',
  user_agent_family: 'app.history.columns.user_agent_family',
  name: 'app.history.columns.name',
  size: 'app.history.columns.size',
  mimetype: 'app.history.columns.mimetype',
  unused: 'app.history.columns.unused',
  // An erasure of one person's data (table personal_data): its counts.
  reviews_pseudonymised: 'app.history.columns.reviews_pseudonymised',
  reviews_deleted: 'app.history.columns.reviews_deleted',
  expert_inquiries_deleted: 'app.history.columns.expert_inquiries_deleted',
  chat_sessions_deleted: 'app.history.columns.chat_sessions_deleted',
  chat_messages_deleted: 'app.history.columns.chat_messages_deleted',
  cookie_consents_deleted: 'app.history.columns.cookie_consents_deleted',
  mentions_redacted: 'app.history.columns.mentions_redacted',
  history_rows_redacted: 'app.history.columns.history_rows_redacted',
};

/** Numbers as Swedish admins read them: decimal comma, a space between thousands (1 995,5). */
const NUMBER = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 6 });

/** One stored value as text: Ja/Nej, sv-SE numbers and date-times, plain text cut at 120 characters. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'number') return Number.isFinite(value) ? NUMBER.format(value) : String(value);
  if (typeof value === 'boolean')
    return i18nProvider.translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (Array.isArray(value)) return value.length ? value.map(formatAuditValue).join(', ') : '–';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) return formatDateTime(value);
  const text = String(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}
