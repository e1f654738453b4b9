import { formValidator } from '../../lib/formRules';
import type { StatusChoice } from '../../lib/statuses';

/** Closed and spam need nothing more from anyone: grey, like an archived article. */
export const INQUIRY_STATUSES: StatusChoice[] = [
  { id: 'pending', name: 'Väntar', color: 'warning' },
  { id: 'in_progress', name: 'Pågående', color: 'info' },
  { id: 'answered', name: 'Besvarad', color: 'success' },
  { id: 'closed', name: 'Stängd', color: 'default' },
  { id: 'spam', name: 'Skräppost', color: 'default' },
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
