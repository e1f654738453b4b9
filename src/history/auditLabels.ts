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

/** Tables the audit log covers, with their Swedish names (the resources' plural names, plus the join and role tables). */
export const TABLE_LABELS: Record<string, string> = {
  ...Object.fromEntries(
    resourceRegistry.map((entry) => [
      entry.table,
      i18nProvider.translate(`resources.${entry.name}.name`, { smart_count: 2 }),
    ]),
  ),
  card_categories: i18nProvider.translate('app.history.tables.card_categories'),
  user_roles: i18nProvider.translate('app.history.tables.user_roles'),
  site_images: i18nProvider.translate('app.history.tables.site_images'),
  personal_data: i18nProvider.translate('app.history.tables.personal_data'),
};

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
