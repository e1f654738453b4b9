import { tableLabel as auditTableLabel } from '../history/auditLabels';
import { i18nProvider } from '../providers/i18nProvider';

/** The Swedish names of every column find_personal_data answers with (a column without one shows as stored). */
export const COLUMN_KEYS: Record<string, string> = {
  id: 'app.personal_data.columns.id',
  match: 'app.personal_data.columns.match',
  created_at: 'app.personal_data.columns.created_at',
  updated_at: 'app.personal_data.columns.updated_at',
  version: 'app.personal_data.columns.version',
  card_id: 'app.personal_data.columns.card_id',
  rating: 'app.personal_data.columns.rating',
  title: 'app.personal_data.columns.title',
  body: 'app.personal_data.columns.body',
  author_name: 'app.personal_data.columns.author_name',
  author_email: 'app.personal_data.columns.author_email',
  status: 'app.personal_data.columns.status',
  rejection_reason: 'app.personal_data.columns.rejection_reason',
  is_verified: 'app.personal_data.columns.is_verified',
  verification_method: 'app.personal_data.columns.verification_method',
  moderated_by: 'app.personal_data.columns.moderated_by',
  moderated_at: 'app.personal_data.columns.moderated_at',
  published_at: 'app.personal_data.columns.published_at',
  name: 'app.personal_data.columns.name',
  email: 'app.personal_data.columns.email',
  phone: 'app.personal_data.columns.phone',
  question: 'app.personal_data.columns.question',
  category_id: 'app.personal_data.columns.category_id',
  assigned_to: 'app.personal_data.columns.assigned_to',
  answer: 'app.personal_data.columns.answer',
  answered_at: 'app.personal_data.columns.answered_at',
  internal_note: 'app.personal_data.columns.internal_note',
  publish_as_faq: 'app.personal_data.columns.publish_as_faq',
  closed_at: 'app.personal_data.columns.closed_at',
  visitor_id: 'app.personal_data.columns.visitor_id',
  started_at: 'app.personal_data.columns.started_at',
  last_message_at: 'app.personal_data.columns.last_message_at',
  page_url: 'app.personal_data.columns.page_url',
  user_agent_family: 'app.personal_data.columns.user_agent_family',
  message_count: 'app.personal_data.columns.message_count',
  feedback: 'app.personal_data.columns.feedback',
  flagged: 'app.personal_data.columns.flagged',
  session_id: 'app.personal_data.columns.session_id',
  role: 'app.personal_data.columns.role',
  content: 'app.personal_data.columns.content',
  prompt_tokens: 'app.personal_data.columns.prompt_tokens',
  completion_tokens: 'app.personal_data.columns.completion_tokens',
  consent_id: 'app.personal_data.columns.consent_id',
  policy_version: 'app.personal_data.columns.policy_version',
  locale: 'app.personal_data.columns.locale',
  necessary: 'app.personal_data.columns.necessary',
  functional: 'app.personal_data.columns.functional',
  analytics: 'app.personal_data.columns.analytics',
  marketing: 'app.personal_data.columns.marketing',
  action: 'app.personal_data.columns.action',
  source: 'app.personal_data.columns.source',
  previous_consent_id: 'app.personal_data.columns.previous_consent_id',
  expires_at: 'app.personal_data.columns.expires_at',
  ip_hash: 'app.personal_data.columns.ip_hash',
};

export const MATCH_KEYS: Record<string, string> = {
  person: 'app.personal_data.match.person',
  mention: 'app.personal_data.match.mention',
};

export const columnLabel = (column: string): string => {
  const key = COLUMN_KEYS[column];
  return key ? i18nProvider.translate(key) : column;
};

/** A table's Swedish name: the resource's plural (the history's names), chat messages named here. */
export const tableLabel = (table: string): string =>
  table === 'chat_messages'
    ? i18nProvider.translate('app.personal_data.chat_messages')
    : auditTableLabel(table);

export const matchLabel = (match: string): string =>
  MATCH_KEYS[match] ? i18nProvider.translate(MATCH_KEYS[match]) : match;
