import { formValidator } from '../../lib/formRules';
import type { StatusChoice } from '../../lib/statuses';

/** Closed and spam need nothing more from anyone: grey, like an archived article. */
export const INQUIRY_STATUSES: StatusChoice[] = [
  { id: 'pending', name: 'resources.inquiries.statuses.pending', color: 'warning' },
  { id: 'in_progress', name: 'resources.inquiries.statuses.in_progress', color: 'info' },
  { id: 'answered', name: 'resources.inquiries.statuses.answered', color: 'success' },
  { id: 'closed', name: 'resources.inquiries.statuses.closed', color: 'default' },
  { id: 'spam', name: 'resources.inquiries.statuses.spam', color: 'default' },
];

export function validateInquiryCombinations(values: { status?: string; answer?: string | null }) {
  const errors: Record<string, string> = {};
  if (values.status === 'answered' && !values.answer?.trim()) {
    errors.answer = 'app.validation.answer_required';
  }
  return errors;
}

/** Dates that follow the status: answered_at when answered, closed_at when closed. */
export function inquiryStatusDates(
  data: { status?: string; answered_at?: string | null; closed_at?: string | null },
  now = new Date(),
) {
  return {
    answered_at:
      data.status === 'answered' || data.status === 'closed'
        ? (data.answered_at ?? now.toISOString())
        : (data.answered_at ?? null),
    closed_at: data.status === 'closed' ? (data.closed_at ?? now.toISOString()) : null,
  };
}

/** Every rule of the inquiry form, each on its field (see src/lib/formRules.ts). */
export const validateInquiry = formValidator('expert_inquiries', {}, (values) =>
  validateInquiryCombinations(values as { status?: string; answer?: string | null }),
);
