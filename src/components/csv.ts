import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { formatDateTime } from '../lib/formatDate';

/**
 * Cells a spreadsheet may read as a formula (OWASP, "CSV Injection"): those starting with =, +, -, @ (or their
 * full-width forms, which Excel also accepts), tab or carriage return, also after leading white space or line
 * feeds, which Excel and LibreOffice skip on import (" =1+1" and "\n=1+1" ran as formulas). `\s` covers space, tab,
 * CR, LF, no-break and ideographic spaces and the BOM; no two parts overlap, so the test is linear.
 */
const FORMULA_START = /^\s*[=+\-@＝＋－＠]|^[\t\r\n]/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** A timestamp as Swedish admins read it: 2026-11-23 07:05, Swedish time (the app's one date-time format). */
export const formatTimestamp = (value: string | Date): string => formatDateTime(value);

/** The text of one value: Ja/Nej, decimal comma, sv-SE dates; text as is. */
function format(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nej';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  if (value instanceof Date) return formatTimestamp(value);
  if (Array.isArray(value)) return value.map(format).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (ISO_TIMESTAMP.test(text) && !ISO_DATE.test(text) && !Number.isNaN(Date.parse(text))) {
    return formatTimestamp(text);
  }
  return text;
}

/** The text of one cell, which a spreadsheet cannot run as a formula. */
export function csvCell(value: unknown): string {
  const text = format(value);
  return typeof value === 'number' ? text : neutralise(text);
}

/** OWASP's rule: a leading apostrophe makes the spreadsheet show the text instead of evaluating it. */
function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Every cell quoted (quotes doubled), so that separators, quotes and line breaks in text stay in their cell. */
function quote(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * CSV for Swedish Excel: semicolon-separated (the comma is the decimal sign), CRLF line ends, UTF-8 with a byte
 * order mark so that å, ä and ö open correctly.
 */
export function toSwedishCsv(headings: string[], rows: unknown[][]): string {
  const lines = [headings, ...rows].map((row) => row.map((cell) => quote(csvCell(cell))).join(';'));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** A stored code and the i18n key of its Swedish name: the lists' status and select choices. */
export interface CsvChoice {
  id: unknown;
  name: string;
}

export interface CsvOptions<T> {
  /** Fields whose stored codes are written as their translated names (as the list's chips and selects show them). */
  labels?: Partial<Record<keyof T & string, readonly CsvChoice[]>>;
  /** Foreign keys written as the referenced record's name: the field → the data provider's resource and field. */
  references?: Partial<Record<keyof T & string, { resource: string; text: string }>>;
}

/**
 * The cells of the records' rows: codes by their labels, references by the referenced record's text (`related`:
 * field → id → record), the rest as stored. A code or id without a match is written as stored.
 */
export function csvRows<T extends RaRecord>(
  records: T[],
  fields: Array<keyof T & string>,
  options: CsvOptions<T>,
  related: Partial<Record<string, Record<string, RaRecord>>> = {},
): unknown[][] {
  return records.map((record) =>
    fields.map((field) => {
      const value = record[field];
      const choices = options.labels?.[field];
      const name = choices?.find((choice) => choice.id === value)?.name;
      if (choices) return name === undefined ? value : i18nProvider.translate(name, { _: name });
      const reference = options.references?.[field];
      const target = reference && value != null ? related[field]?.[String(value)] : undefined;
      return target && reference ? (target[reference.text] ?? value) : value;
    }),
  );
}

/**
 * The exporter of every list: the given fields, headed by their Swedish labels
 * (`resources.<name>.fields.<field>`), codes and references made readable (csvRows), written by toSwedishCsv.
 */
export function exportCsv<T extends RaRecord>(
  filename: string,
  fields: Array<keyof T & string>,
  options: CsvOptions<T> = {},
): Exporter<T> {
  return async (records, fetchRelated, _dataProvider, resource) => {
    const headings = fields.map((field) => i18nProvider.translate(`resources.${resource}.fields.${field}`));
    const related: Record<string, Record<string, RaRecord>> = {};
    for (const [field, reference] of Object.entries(options.references ?? {})) {
      if (reference) related[field] = await fetchRelated(records, field, reference.resource);
    }
    downloadCSV(toSwedishCsv(headings, csvRows(records, fields, options, related)), filename);
  };
}
