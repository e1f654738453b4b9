/** An answer of the link check (public.link_checks, written by the Edge Function link-check). */
export interface LinkCheckRow {
  id: number;
  card_id: number | null;
  bank_id: number | null;
  url: string;
  outcome: 'ok' | 'redirected' | 'broken';
  status_code: number | null;
  final_host: string | null;
  response_ms: number;
  error: 'timeout' | 'unreachable' | 'invalid_url' | null;
  checked_at: string;
}

/** The i18n key of each outcome (the list's filter, its chip and the form's status line). */
export const LINK_OUTCOME_LABELS: Record<LinkCheckRow['outcome'], string> = {
  ok: 'app.link_checks.outcomes.ok',
  redirected: 'app.link_checks.outcomes.redirected',
  broken: 'app.link_checks.outcomes.broken',
};

/** Why a link without an HTTP status is broken. */
export const LINK_ERROR_LABELS: Record<NonNullable<LinkCheckRow['error']>, string> = {
  timeout: 'app.link_checks.errors.timeout',
  unreachable: 'app.link_checks.errors.unreachable',
  invalid_url: 'app.link_checks.errors.invalid_url',
};

export const LINK_OUTCOME_CHOICES = Object.entries(LINK_OUTCOME_LABELS).map(([id, name]) => ({ id, name }));
