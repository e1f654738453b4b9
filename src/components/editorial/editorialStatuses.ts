import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { formValidator, rules, slugRules, type FormValidate } from '../../lib/formRules';
import type { StatusChoice } from '../../lib/statuses';
import { untilAfterFrom } from '../../lib/publicationState';

export const EDITORIAL_STATUSES: StatusChoice[] = [
  { id: 'draft', name: 'app.editorial.statuses.draft', color: 'default' },
  { id: 'scheduled', name: 'app.editorial.statuses.scheduled', color: 'info' },
  { id: 'published', name: 'app.editorial.statuses.published', color: 'success' },
  { id: 'archived', name: 'app.editorial.statuses.archived', color: 'default' },
];

export const SEO_TITLE_HINT = 60;
export const SEO_DESCRIPTION_HINT = 160;

export interface EditorialValues {
  title?: string;
  body?: string | null;
  status?: string;
  published_at?: string | null;
  publish_until?: string | null;
  seo_title?: string | null;
  seo_description?: string | null;
}

/** Every rule of the news and blog forms, each on its field (see src/lib/formRules.ts). */
export function editorialValidator(table: 'news_articles' | 'blog_posts'): FormValidate {
  return formValidator(
    table,
    {
      title: [rules.required('app.validation.title_required')],
      slug: slugRules,
      status: [rules.required('app.validation.status_required')],
      cover_image_url: [rules.url()],
    },
    (values) => validateEditorial(values as EditorialValues),
  );
}

export function validateEditorial(values: EditorialValues, now = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.status === 'scheduled') {
    if (!values.published_at) errors.published_at = 'app.validation.publish_at_required';
    else if (new Date(values.published_at) <= now) errors.published_at = 'app.validation.publish_at_future';
  }
  // As the database's <table>_publish_until_after_from check.
  if (!untilAfterFrom(values.published_at, values.publish_until)) {
    errors.publish_until = 'app.validation.publish_until_after_from';
  }
  return errors;
}

/** What is stored: sanitised HTML, and a publication time when publishing without one. */
export function prepareEditorial<T extends EditorialValues>(values: T, now = new Date()): T {
  return {
    ...values,
    body: sanitizeHtml(values.body ?? ''),
    published_at:
      values.status === 'published' && !values.published_at
        ? now.toISOString()
        : (values.published_at ?? null),
    publish_until: values.publish_until || null,
  };
}
