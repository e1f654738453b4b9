import type { StatusChoice } from '../../lib/statuses';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { formValidator, rules, type FormValidate } from '../../lib/formRules';

/** The texts the site needs (the table's site_texts_key_valid check); names under resources.texts.keys. */
export const SITE_TEXT_KEYS = [
  { id: 'ranking_method', name: 'resources.texts.keys.ranking_method' },
  { id: 'sponsored_marking', name: 'resources.texts.keys.sponsored_marking' },
  { id: 'review_policy', name: 'resources.texts.keys.review_policy' },
  { id: 'credit_warning', name: 'resources.texts.keys.credit_warning' },
  { id: 'cookie_policy', name: 'resources.texts.keys.cookie_policy' },
];

/** A text's name by its key. */
export const siteTextKeyName = (key: string) =>
  SITE_TEXT_KEYS.find((choice) => choice.id === key)?.name ?? key;

export const SITE_TEXT_STATUSES: StatusChoice[] = [
  { id: 'draft', name: 'resources.texts.statuses.draft', color: 'default' },
  { id: 'published', name: 'resources.texts.statuses.published', color: 'success' },
];

/** Whether a version is the one the public reads now (the computed column is_current). */
export const SITE_TEXT_CURRENT: StatusChoice[] = [
  { id: true, name: 'resources.texts.current.yes', color: 'success' },
  { id: false, name: 'resources.texts.current.no', color: 'default' },
];

export const validateSiteText: FormValidate = formValidator('site_texts', {
  key: [rules.required('resources.texts.validation.key_required')],
  title: [rules.required('app.validation.title_required')],
  version_label: [rules.required('resources.texts.validation.version_required')],
  valid_from: [rules.required('resources.texts.validation.valid_from_required')],
});

/** What is stored: the body sanitised as a news body is; the list's computed is_current is no column. */
export function prepareSiteText<T extends { body?: string | null; is_current?: unknown }>(
  values: T,
): Omit<T, 'is_current'> {
  const { is_current: _computed, ...stored } = values;
  void _computed;
  return { ...stored, body: sanitizeHtml(values.body ?? '') };
}
