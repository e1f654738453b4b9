import type { ValidationErrorMessage } from 'react-admin';
import Papa from 'papaparse';
import { validateCard } from '../cardValidation';
import { BULK_FIELDS, type CardRecord, type PreviewRow } from '../bulk/bulkOperations';
import { IMPORT_HEADING_GUESSES } from '../cardFields';

/** Limits of one price-list file: a bank's list has tens of cards, these leave room and refuse junk early. */
export const MAX_BYTES = 2 * 1024 * 1024;
export const MAX_ROWS = 5000;

/** Where a column goes: a card field, the card's identity (slug or name), or nowhere. */
export type ColumnTarget = keyof typeof BULK_FIELDS | 'slug' | 'name' | '';
export type ColumnMapping = Record<string, ColumnTarget>;

export interface ParsedFile {
  columns: string[];
  rows: Array<Record<string, string>>;
}

/** Why a file cannot be read: an i18n key (resources.cards.import.errors.*) with its values. */
export class PriceListError extends Error {
  constructor(
    message: string,
    readonly args: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('sv-SE')} kB`;

/**
 * The text of a file as a bank or Swedish Excel saves it: UTF-8 (with or without BOM), else Windows-1252 (Excel's
 * "CSV (semikolonavgränsad)"). UTF-16 and binary files (NUL bytes, e.g. an .xlsx renamed) are refused.
 */
export function decodePriceList(bytes: Uint8Array): string {
  if (bytes.length > MAX_BYTES)
    throw new PriceListError('resources.cards.import.errors.too_large', {
      size: kb(bytes.length),
      max: kb(MAX_BYTES),
    });
  if (bytes.length === 0) throw new PriceListError('resources.cards.import.errors.empty');
  if (
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    bytes.includes(0)
  )
    throw new PriceListError('resources.cards.import.errors.encoding');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const FORMULA = /^[=+\-@]/;
const NUMBERISH = /^[+-]?[\d\s\u00a0]*[,.]?\d+\s*(kr|%)?$/i;

/** Rows and columns of a CSV text: semicolons (or commas), CR, LF or CRLF line ends, a BOM, quoted cells. */
export function parsePriceList(text: string): ParsedFile {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const result = Papa.parse<Record<string, string>>(normalised, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
    transformHeader: (header) => header.trim(),
    preview: MAX_ROWS + 1,
  });
  const columns = (result.meta.fields ?? []).filter((column) => column !== '');
  if (columns.length < 2) throw new PriceListError('resources.cards.import.errors.no_header');
  if (result.data.length > MAX_ROWS)
    throw new PriceListError('resources.cards.import.errors.too_many_rows', {
      max: MAX_ROWS.toLocaleString('sv-SE'),
    });
  if (result.data.length === 0) throw new PriceListError('resources.cards.import.errors.no_rows');
  result.data.forEach((row, index) => {
    for (const column of columns) {
      const value = (row[column] ?? '').trim();
      if (FORMULA.test(value) && !NUMBERISH.test(value))
        throw new PriceListError('resources.cards.import.errors.formula', {
          row: index + 2,
          column,
          value: value.slice(0, 30),
        });
    }
  });
  return { columns, rows: result.data };
}

/** The descriptors' heading patterns (importHeading in cardFields.ts), the card's identity among them. */
const GUESSES: Array<[RegExp, ColumnTarget]> = IMPORT_HEADING_GUESSES.filter(
  ([, field]) => field === 'slug' || field === 'name' || field in BULK_FIELDS,
) as Array<[RegExp, ColumnTarget]>;

/** A first mapping from the column headings, for a bank whose mapping is not remembered yet. */
export function guessMapping(columns: string[]): ColumnMapping {
  return Object.fromEntries(
    columns.map((column) => [column, GUESSES.find(([pattern]) => pattern.test(column))?.[1] ?? '']),
  );
}

/** A cell as a number: "1 234,50", "35 kr", "19,95 %"; null when empty, NaN when not a number. */
export function swedishNumber(cell: string): number | null {
  const text = cell.replace(/[\s\u00a0]/g, '').replace(/(kr|%)$/i, '');
  if (text === '') return null;
  if (!/^[+-]?\d+([.,]\d+)?$/.test(text)) return Number.NaN;
  return Number(text.replace(',', '.'));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function cellValue(field: string, cell: string): { value?: unknown; error?: string } {
  // error: an i18n key; its values are the column and the cell's text
  const kind = BULK_FIELDS[field];
  const text = cell.trim();
  if (kind === 'date') {
    if (text === '') return { value: null };
    return DATE.test(text) && !Number.isNaN(Date.parse(text))
      ? { value: text }
      : { error: 'resources.cards.import.errors.not_date' };
  }
  const number = swedishNumber(text);
  if (number !== null && Number.isNaN(number)) return { error: 'resources.cards.import.errors.not_number' };
  if (kind === 'kronor' && number !== null && !Number.isInteger(number))
    return { error: 'resources.cards.import.errors.not_kronor' };
  return { value: number };
}

const key = (text: unknown) =>
  String(text ?? '')
    .trim()
    .toLocaleLowerCase('sv-SE');

/**
 * Every row of the file against the cards: old → new values and, per row, the Swedish reasons it is refused
 * (unknown card, a cell that is no value, a rule of the card form including the representative example).
 */
export function previewImport(file: ParsedFile, mapping: ColumnMapping, cards: CardRecord[]): PreviewRow[] {
  const bySlug = new Map(cards.map((card) => [key(card.slug), card]));
  const byName = new Map(cards.map((card) => [key(card.name), card]));
  const slugColumn = file.columns.find((column) => mapping[column] === 'slug');
  const nameColumn = file.columns.find((column) => mapping[column] === 'name');
  const fields = file.columns.filter((column) => mapping[column] && mapping[column] in BULK_FIELDS);
  return file.rows.map((row, index) => {
    const label = `Rad ${index + 2}`;
    const card =
      (slugColumn ? bySlug.get(key(row[slugColumn])) : undefined) ??
      (nameColumn ? byName.get(key(row[nameColumn])) : undefined);
    const wanted = String((slugColumn && row[slugColumn]) || (nameColumn && row[nameColumn]) || '').trim();
    if (!card)
      return {
        id: -(index + 2),
        name: `${label}: ${wanted || '(tom)'}`,
        changes: [],
        errors: {
          card: wanted
            ? { message: 'resources.cards.import.errors.unknown_card', args: { card: wanted } }
            : 'resources.cards.import.errors.no_card',
        },
      };
    const errors: Record<string, ValidationErrorMessage> = {};
    const next: Record<string, unknown> = { ...card };
    for (const column of fields) {
      const field = mapping[column];
      const { value, error } = cellValue(field, row[column] ?? '');
      if (error) errors[field] = { message: error, args: { column, text: (row[column] ?? '').trim() } };
      else next[field] = value;
    }
    Object.assign(errors, Object.keys(errors).length ? {} : validateCard(next));
    const changes = [...new Set(fields.map((column) => mapping[column]))]
      .filter((field) => next[field] !== card[field])
      .map((field) => ({ field, from: card[field], to: next[field] }));
    return {
      id: card.id,
      version: card.version as number,
      name: `${label}: ${String(card.name)}`,
      changes,
      errors,
    };
  });
}
