import type { ValidationErrorMessage } from 'react-admin';
import { parseDecimal } from '../../../lib/formatPercent';
import { validateCardWrite, type CreditRuleContext } from '../cardValidation';
import { BULK_EDIT_FIELDS, type BulkKind } from '../cardFields';
import { EXAMPLE_FIGURE_FIELDS, recomputeOnTermChange } from '../recomputeExample';

export type FieldKind = BulkKind;

/**
 * The fields an editor may change on many cards at once: the descriptors with bulk 'offered' (cardFields.ts; the RPC
 * public.bulk_update_cards accepts them, tests/integration/cardFields.test.ts).
 */
export const BULK_FIELDS: Record<string, FieldKind> = BULK_EDIT_FIELDS;

/**
 * set: "Aviavgift = 35 kr"; add: "+5 kr årsavgift" (negative to lower); percent: "årsavgift +5 %" (each card's own
 * value, to whole kronor or hundredths of a percent); today: "Kontrollerat den = idag".
 */
export type OperationKind = 'set' | 'add' | 'percent' | 'today';

export interface Operation {
  field: string;
  kind: OperationKind;
  /** As typed: Swedish decimal comma accepted; a date as ÅÅÅÅ-MM-DD. */
  value: string;
}

export type CardRecord = Record<string, unknown> & { id: number; name?: string };

export interface RowChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface PreviewRow {
  id: number;
  /** The card's version when previewed: the write is refused (409) if it moved since (issue 20). */
  version?: number;
  name: string;
  changes: RowChange[];
  /** Field → reason the row is refused (an i18n key, with its values); empty when it can be written. */
  errors: Record<string, ValidationErrorMessage>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The reason (an i18n key) an operation cannot be applied at all, or undefined. */
export function operationError(operation: Operation): string | undefined {
  const kind = BULK_FIELDS[operation.field];
  if (!kind) return 'resources.cards.bulk_edit.errors.field';
  if (operation.kind === 'today')
    return kind === 'date' ? undefined : 'resources.cards.bulk_edit.errors.today_date_only';
  if (kind === 'date') {
    if (operation.kind !== 'set') return 'resources.cards.bulk_edit.errors.date_set_only';
    return DATE.test(operation.value) && !Number.isNaN(Date.parse(operation.value))
      ? undefined
      : 'resources.cards.bulk_edit.errors.date_format';
  }
  const number = parseDecimal(operation.value);
  if (number === null) return 'resources.cards.bulk_edit.errors.number';
  if (operation.kind === 'percent')
    return number > -100 ? undefined : 'resources.cards.bulk_edit.errors.percent';
  if (kind === 'kronor' && !Number.isInteger(number))
    return 'resources.cards.bulk_edit.errors.kronor_integer';
  return undefined;
}

/** The date today in Sweden as ÅÅÅÅ-MM-DD. */
export function swedishToday(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
}

function newValue(current: unknown, operation: Operation, today: string): unknown {
  if (operation.kind === 'today') return today;
  if (BULK_FIELDS[operation.field] === 'date') return operation.value;
  const number = parseDecimal(operation.value)!;
  if (operation.kind === 'set') return number;
  if (operation.kind === 'percent') {
    if (current === null || current === undefined || current === '') return current;
    const raised = Number(current) * (1 + number / 100);
    return BULK_FIELDS[operation.field] === 'kronor' ? Math.round(raised) : Math.round(raised * 100) / 100;
  }
  const sum = Number(current ?? 0) + number;
  return Math.round(sum * 100) / 100;
}

/** The fields that change from `before` to `after` among `fields` (each once, in order), old → new. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): RowChange[] {
  return fields
    .filter((field, index, all) => all.indexOf(field) === index)
    .map((field) => ({ field, from: before[field], to: after[field] }))
    .filter(({ from, to }) => from !== to);
}

/**
 * Each selected card's old → new values and, per row, the card form's rules (the legal rule included, and with
 * `rules` the rule set the database's publish check applies). With
 * `recompute`, a card whose example terms change gets the figures the law's formula gives (recomputeExample.ts),
 * shown as changes of their own; the fields an operation sets are left as the admin set them.
 */
export function previewBulkEdit(
  records: CardRecord[],
  operations: Operation[],
  today: string,
  { recompute = false, rules }: { recompute?: boolean; rules?: CreditRuleContext } = {},
): PreviewRow[] {
  return records.map((record) => {
    const next: Record<string, unknown> = { ...record };
    for (const operation of operations)
      next[operation.field] = newValue(next[operation.field], operation, today);
    const fields = operations.map(({ field }) => field);
    if (recompute) {
      const figures = recomputeOnTermChange(record, next, today, fields);
      Object.assign(next, figures);
      fields.push(...Object.keys(figures));
    }
    const changes = changedFields(record, next, fields);
    const errors = validateCardWrite(record, next, rules);
    return {
      id: record.id,
      version: record.version as number,
      name: String(record.name ?? record.id),
      changes,
      errors,
    };
  });
}

/** Whether a row is refused because its representative example no longer matches its terms. */
export function exampleRefused(rows: PreviewRow[]): boolean {
  return rows.some((row) => EXAMPLE_FIGURE_FIELDS.some((field) => field in row.errors));
}

/** What the RPC writes: the new values of the rows that change, each at the version previewed. */
export function changesToWrite(rows: PreviewRow[]) {
  return rows
    .filter((row) => row.changes.length > 0)
    .map((row) => ({
      id: row.id,
      version: row.version!,
      values: Object.fromEntries(row.changes.map(({ field, to }) => [field, to])) as Record<
        string,
        string | number | null
      >,
    }));
}
