import { formValidator } from '../../lib/formRules';
import type { StatusChoice } from '../../lib/statuses';

export const REVIEW_STATUSES: StatusChoice[] = [
  { id: 'pending', name: 'resources.reviews.statuses.pending', color: 'warning' },
  { id: 'approved', name: 'resources.reviews.statuses.approved', color: 'success' },
  { id: 'rejected', name: 'resources.reviews.statuses.rejected', color: 'error' },
  { id: 'spam', name: 'resources.reviews.statuses.spam', color: 'default' },
];

export type ReviewStatus = 'pending' | 'approved' | 'rejected' | 'spam';

/** The fields a moderation decision sets, besides the status itself. */
export function moderationChanges(
  status: ReviewStatus,
  moderatorId: string | number | undefined,
  reason?: string,
) {
  const now = new Date().toISOString();
  return {
    status,
    moderated_by: moderatorId ?? null,
    moderated_at: now,
    published_at: status === 'approved' ? now : null,
    rejection_reason: status === 'rejected' ? (reason ?? null) : null,
  };
}

export function validateReviewCombinations(values: {
  status?: string;
  rejection_reason?: string | null;
  is_verified?: boolean;
  verification_method?: string | null;
}) {
  const errors: Record<string, string> = {};
  if (values.is_verified && !values.verification_method?.trim()) {
    errors.verification_method = 'app.validation.verification_method_required';
  }
  if (values.status === 'rejected' && !values.rejection_reason?.trim()) {
    errors.rejection_reason = 'app.validation.rejection_reason_required';
  }
  return errors;
}

/** Every rule of the review form, each on its field (see src/lib/formRules.ts). */
export const validateReview = formValidator('reviews', {}, (values) =>
  validateReviewCombinations(values as Parameters<typeof validateReviewCombinations>[0]),
);
