/**
 * One format per kind, as Swedish admins read them, in Swedish time whatever the browser's zone:
 * dates 2026-11-23, dates with a time 2026-11-23 07:05 (24 h, no seconds).
 */
export const TIME_ZONE = 'Europe/Stockholm';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const dateTimeParts = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type DateValue = string | number | Date | null | undefined;

function parts(value: Date): Record<string, string> {
  return Object.fromEntries(dateTimeParts.formatToParts(value).map((part) => [part.type, part.value]));
}

function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** yyyy-mm-dd; a `date` column ('2026-11-23') as it is, a timestamp by its day in Stockholm. '' when empty. */
export function formatDate(value: DateValue): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/** yyyy-mm-dd hh:mm in Stockholm time (24 h, no seconds). '' when empty. */
export function formatDateTime(value: DateValue): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
