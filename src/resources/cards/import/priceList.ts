import type { ValidationErrorMessage } from 'react-admin';
import Papa from 'papaparse';
import { validateCardWrite, type CreditRuleContext } from '../cardValidation';
import { BULK_FIELDS, changedFields, type CardRecord, type PreviewRow } from '../bulk/bulkOperations';
import { recomputeOnTermChange } from '../recomputeExample';
import { IMPORT_HEADING_GUESSES } from '../cardFields';

/** Limits of one price-list file: a bank's list has tens of cards, these leave room and refuse junk early. */
export const MAX_BYTES = 2 * 1024 * 1024;
export const MAX_ROWS = 5000;

/** Where a column goes: a card field, the card's identity (slug or name), or nowhere. */
export type ColumnTarget = keyof typeof BULK_FIELDS | 'slug' | 'name' | '';
export type ColumnMapping = Record<string, ColumnTarget>;

export type Delimiter = ';' | ',' | '\t';
export type DecimalMark = ',' | '.';

export interface ParsedFile {
  columns: string[];
  rows: Array<Record<string, string>>;
  /** The cell separator found (or chosen, when the file could be read more than one way). */
  delimiter: Delimiter;
  /** The decimal mark the file's numbers use; null when no number has one. */
  decimal: DecimalMark | null;
}

/** What the admin chose when the file alone did not say (see the ambiguous_* errors). */
export interface ReadChoices {
  delimiter?: Delimiter;
  decimal?: DecimalMark;
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

const DELIMITERS: Delimiter[] = [';', ',', '\t'];
/** A number as a cell may hold one: sign, digits (grouped by spaces), one decimal mark, "kr" or "%". */
const NUMBER_CELL = /^[+-]?\d[\d\s\u00a0]*(?:([.,])\d+)?\s*(kr|%)?$/i;

interface Split {
  delimiter: Delimiter;
  columns: string[];
  rows: string[][];
  /** The first row (1-based file line, header = 1) whose cell count differs from the header's, if any. */
  uneven?: { row: number; cells: number };
}

function split(text: string, delimiter: Delimiter): Split {
  const result = Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
    preview: MAX_ROWS + 2,
  });
  const [header = [], ...rows] = result.data;
  const columns = header.map((heading) => heading.trim());
  const index = rows.findIndex((row) => row.length !== header.length);
  return {
    delimiter,
    columns,
    rows,
    uneven: index < 0 ? undefined : { row: index + 2, cells: rows[index].length },
  };
}

const DELIMITER_NAMES: Record<Delimiter, string> = {
  ';': 'resources.cards.import.delimiters.semicolon',
  ',': 'resources.cards.import.delimiters.comma',
  '\t': 'resources.cards.import.delimiters.tab',
};

/** The i18n key naming a delimiter (the dialog's choice and the messages). */
export const delimiterName = (delimiter: Delimiter) => DELIMITER_NAMES[delimiter];

/**
 * The file's cell separator: the one that gives a header of two or more columns and every row as many cells. A
 * comma-separated file whose row has more cells than the header is refused (an unquoted decimal comma, `1,65`, would
 * otherwise be read as 1 and 65); a file that reads evenly more than one way is asked about (ambiguous_delimiter).
 */
function chooseSplit(text: string, chosen?: Delimiter): Split {
  const splits = (chosen ? [chosen] : DELIMITERS)
    .map((delimiter) => split(text, delimiter))
    .filter((candidate) => candidate.columns.filter((column) => column !== '').length >= 2);
  const even = splits.filter((candidate) => !candidate.uneven);
  if (even.length === 1) return even[0];
  if (even.length > 1)
    throw new PriceListError('resources.cards.import.errors.ambiguous_delimiter', {
      choices: even.map((candidate) => candidate.delimiter),
    });
  if (splits.length === 0) throw new PriceListError('resources.cards.import.errors.no_header');
  const widest = splits.reduce((a, b) => (b.columns.length > a.columns.length ? b : a));
  throw new PriceListError(
    widest.delimiter === ','
      ? 'resources.cards.import.errors.uneven_comma'
      : 'resources.cards.import.errors.uneven',
    { row: widest.uneven!.row, cells: widest.uneven!.cells, columns: widest.columns.length },
  );
}

/**
 * The decimal mark of the file's numbers: a file that writes some with a comma and some with a point is asked
 * about (ambiguous_decimal: `1.234` may be a thousand or one point two), unless the admin chose.
 */
function decimalMark(rows: string[][], chosen?: DecimalMark): DecimalMark | null {
  if (chosen) return chosen;
  const marks = new Set<DecimalMark>();
  for (const row of rows)
    for (const cell of row) {
      const mark = NUMBER_CELL.exec(cell.trim())?.[1];
      if (mark) marks.add(mark as DecimalMark);
    }
  if (marks.size > 1) throw new PriceListError('resources.cards.import.errors.ambiguous_decimal');
  return marks.size === 1 ? [...marks][0] : null;
}

/**
 * Rows and columns of a CSV text: semicolons, commas or tabs (found as above, or `choices.delimiter`), CR, LF or
 * CRLF line ends, a BOM, quoted cells; the decimal mark found or chosen.
 */
export function parsePriceList(text: string, choices: ReadChoices = {}): ParsedFile {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { delimiter, columns: headings, rows: cells } = chooseSplit(normalised, choices.delimiter);
  const columns = headings.filter((column) => column !== '');
  if (cells.length > MAX_ROWS)
    throw new PriceListError('resources.cards.import.errors.too_many_rows', {
      max: MAX_ROWS.toLocaleString('sv-SE'),
    });
  if (cells.length === 0) throw new PriceListError('resources.cards.import.errors.no_rows');
  const rows = cells.map((row) =>
    Object.fromEntries(
      headings.flatMap((heading, index) => (heading === '' ? [] : [[heading, row[index] ?? '']])),
    ),
  );
  rows.forEach((row, index) => {
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
  return { columns, rows, delimiter, decimal: decimalMark(cells, choices.decimal) };
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

function cellValue(
  field: string,
  cell: string,
  decimal: DecimalMark | null,
): { value?: unknown; error?: string } {
  // error: an i18n key; its values are the column and the cell's text
  const kind = BULK_FIELDS[field];
  const text = cell.trim();
  if (kind === 'date') {
    if (text === '') return { value: null };
    return DATE.test(text) && !Number.isNaN(Date.parse(text))
      ? { value: text }
      : { error: 'resources.cards.import.errors.not_date' };
  }
  if (decimal && text.includes(decimal === ',' ? '.' : ','))
    return { error: 'resources.cards.import.errors.other_decimal' };
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

function indexBy(cards: CardRecord[], field: 'slug' | 'name'): Map<string, CardRecord[]> {
  const index = new Map<string, CardRecord[]>();
  for (const card of cards) {
    const value = key(card[field]);
    if (value !== '') index.set(value, [...(index.get(value) ?? []), card]);
  }
  return index;
}

/** How a row names its card, and the cards that name fits. */
interface Identity {
  wanted: string;
  column?: string;
  found: CardRecord[];
}

/**
 * The cards a row names: by slug in a slug column, by name in a name column; a value that is no card's slug
 * but a card's name (or the other way round, e.g. a "Kort" column of slugs) is matched as what it is.
 */
function identify(
  row: Record<string, string>,
  slugColumn: string | undefined,
  nameColumn: string | undefined,
  bySlug: Map<string, CardRecord[]>,
  byName: Map<string, CardRecord[]>,
): Identity {
  for (const [column, first, second] of [
    [slugColumn, bySlug, byName],
    [nameColumn, byName, bySlug],
  ] as const) {
    const wanted = column ? (row[column] ?? '').trim() : '';
    if (wanted === '') continue;
    const found = first.get(key(wanted)) ?? second.get(key(wanted)) ?? [];
    if (found.length > 0) return { wanted, column, found };
  }
  const column = [slugColumn, nameColumn].find((name) => name && (row[name] ?? '').trim() !== '');
  return { wanted: column ? row[column].trim() : '', column, found: [] };
}

const rowLabel = (index: number) => `Rad ${index + 2}`;

/** The preview's rows for the card named by more than one row of the file: each refused, naming the others. */
function refuseRepeats(rows: PreviewRow[]): PreviewRow[] {
  const lines = new Map<number, number[]>();
  rows.forEach((row, index) => {
    if (row.id > 0) lines.set(row.id, [...(lines.get(row.id) ?? []), index + 2]);
  });
  return rows.map((row, index) => {
    const repeated = lines.get(row.id) ?? [];
    if (repeated.length < 2) return row;
    return {
      ...row,
      id: -(index + 2),
      changes: [],
      errors: {
        ...row.errors,
        card: {
          message: 'resources.cards.import.errors.repeated_card',
          args: { rows: repeated.join(', '), card: row.name.replace(/^Rad \d+: /, '') },
        },
      },
    };
  });
}

export interface ImportOptions {
  /** Recompute the example of each card whose fees or example terms the file changes (recomputeExample.ts). */
  recompute?: boolean;
  /** ÅÅÅÅ-MM-DD: example_updated_on of a recomputed example. */
  today?: string;
  /** The rule sets the database's publish check applies (issue 34): a row it would refuse is refused here. */
  rules?: CreditRuleContext;
}

/**
 * Every row of the file against the cards: old → new values and, per row, the Swedish reasons it is refused
 * (unknown or ambiguous card, a card named by two rows, a cell that is no value, a rule of the card form including
 * the representative example).
 */
export function previewImport(
  file: ParsedFile,
  mapping: ColumnMapping,
  cards: CardRecord[],
  { recompute = false, today = '', rules }: ImportOptions = {},
): PreviewRow[] {
  const bySlug = indexBy(cards, 'slug');
  const byName = indexBy(cards, 'name');
  const slugColumn = file.columns.find((column) => mapping[column] === 'slug');
  const nameColumn = file.columns.find((column) => mapping[column] === 'name');
  const fields = file.columns.filter((column) => mapping[column] && mapping[column] in BULK_FIELDS);
  const rows = file.rows.map((row, index): PreviewRow => {
    const label = rowLabel(index);
    const { wanted, column: identityColumn, found } = identify(row, slugColumn, nameColumn, bySlug, byName);
    if (found.length !== 1)
      return {
        id: -(index + 2),
        name: `${label}: ${wanted || '(tom)'}`,
        changes: [],
        errors: {
          card:
            found.length > 1
              ? {
                  message: 'resources.cards.import.errors.ambiguous_card',
                  args: {
                    card: wanted,
                    count: found.length,
                    slugs: found.map((card) => String(card.slug)).join(', '),
                  },
                }
              : wanted
                ? {
                    message: 'resources.cards.import.errors.unknown_card',
                    args: { card: wanted, column: identityColumn },
                  }
                : 'resources.cards.import.errors.no_card',
        },
      };
    const [card] = found;
    const errors: Record<string, ValidationErrorMessage> = {};
    const next: Record<string, unknown> = { ...card };
    for (const column of fields) {
      const field = mapping[column];
      const { value, error } = cellValue(field, row[column] ?? '', file.decimal);
      if (error) errors[field] = { message: error, args: { column, text: (row[column] ?? '').trim() } };
      else next[field] = value;
    }
    const changed = [...new Set(fields.map((column) => mapping[column] as string))];
    if (recompute && Object.keys(errors).length === 0) {
      const figures = recomputeOnTermChange(card, next, today, changed);
      Object.assign(next, figures);
      changed.push(...Object.keys(figures));
    }
    Object.assign(errors, Object.keys(errors).length ? {} : validateCardWrite(card, next, rules));
    return {
      id: card.id,
      version: card.version as number,
      name: `${label}: ${String(card.name)}`,
      changes: changedFields(card, next, changed),
      errors,
    };
  });
  return refuseRepeats(rows);
}
