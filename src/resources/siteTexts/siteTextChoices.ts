import type { StatusChoice } from '../../lib/statuses';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { formValidator, rules, type FormValidate } from '../../lib/formRules';

/** The texts the site needs (the table's site_texts_key_valid check); names under resources.site_texts.keys. */
export const SITE_TEXT_KEYS = [
  'ranking_method',
  'sponsored_marking',
  'review_policy',
  'credit_warning',
  'cookie_policy',
].map((id) => ({ id, name: `resources.site_texts.keys.${id}` }));

export const SITE_TEXT_STATUSES: StatusChoice[] = [
  { id: 'draft', name: 'resources.site_texts.statuses.draft', color: 'default' },
  { id: 'published', name: 'resources.site_texts.statuses.published', color: 'success' },
];

/** Whether a version is the one the public reads now (the computed column is_current). */
export const SITE_TEXT_CURRENT: StatusChoice[] = [
  { id: true, name: 'resources.site_texts.current.yes', color: 'success' },
  { id: false, name: 'resources.site_texts.current.no', color: 'default' },
];

export const validateSiteText: FormValidate = formValidator('site_texts', {
  key: [rules.required('resources.site_texts.validation.key_required')],
  title: [rules.required('app.validation.title_required')],
  version_label: [rules.required('resources.site_texts.validation.version_required')],
  valid_from: [rules.required('resources.site_texts.validation.valid_from_required')],
});

/** What is stored: the body sanitised as a news body is; the list's computed is_current is no column. */
export function prepareSiteText<T extends { body?: string | null; is_current?: unknown }>(
  values: T,
): Omit<T, 'is_current'> {
  const { is_current: _computed, ...stored } = values;
  void _computed;
  return { ...stored, body: sanitizeHtml(values.body ?? '') };
}
