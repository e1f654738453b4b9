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

/**
 * The exporter of every list: the given fields, headed by their Swedish labels
 * (`resources.<name>.fields.<field>`), written by toSwedishCsv.
 */
export function exportCsv<T extends RaRecord>(
  filename: string,
  fields: Array<keyof T & string>,
): Exporter<T> {
  return (records, _fetchRelated, _dataProvider, resource) => {
    const headings = fields.map((field) => i18nProvider.translate(`resources.${resource}.fields.${field}`));
    const rows = records.map((record) => fields.map((field) => record[field]));
    downloadCSV(toSwedishCsv(headings, rows), filename);
  };
}
