import type { RaRecord } from 'react-admin';
import { resourceRegistry } from '../resources/registry';
import { statusChoice, type StatusChoice } from '../lib/statuses';
import { REVIEW_STATUSES } from '../resources/reviews/reviewStatuses';
import { INQUIRY_STATUSES } from '../resources/inquiries/inquiryStatuses';
import { EDITORIAL_STATUSES } from '../components/editorial/editorialStatuses';
import { RESOURCE_OF_TABLE } from './auditLabels';

/** What the names need of an audit row. */
export interface AuditRowLike {
  table_name: string;
  row_id: string | null;
  action: string;
  changed_fields: Record<string, unknown> | null;
}

/** Columns that hold another record's id: the resource whose name is shown instead. */
export const REFERENCE_FIELDS: Record<string, string> = {
  card_id: 'cards',
  category_id: 'categories',
  bank_id: 'banks',
  network_id: 'networks',
  session_id: 'chats',
};

/** Columns that hold a user's id (auth.users): the person's name is shown instead. */
export const PERSON_FIELDS = new Set(['user_id', 'moderated_by', 'assigned_to', 'author_id']);

const ROLES: StatusChoice[] = [
  { id: 'admin', name: 'app.history.roles.admin', color: 'default' },
  { id: 'editor', name: 'app.history.roles.editor', color: 'default' },
];

/** Stored codes with a Swedish name, by table and column: the same names as the lists' chips. */
export const CODE_LABELS: Record<string, Record<string, readonly StatusChoice[]>> = {
  reviews: { status: REVIEW_STATUSES },
  expert_inquiries: { status: INQUIRY_STATUSES },
  news_articles: { status: EDITORIAL_STATUSES },
  blog_posts: { status: EDITORIAL_STATUSES },
  user_roles: { role: ROLES },
};

/** The Swedish name of a stored code (choice names are message keys), or undefined when the column holds no code. */
export function codeLabel(
  table: string,
  field: string,
  value: unknown,
  translate: (key: string) => string,
): string | undefined {
  const choices = CODE_LABELS[table]?.[field];
  const name = choices ? statusChoice(choices, value)?.name : undefined;
  return name === undefined ? undefined : translate(name);
}

/** A record as the app names it elsewhere (the resource's recordRepresentation), or undefined without one. */
export function representRecord(resource: string, record: RaRecord | undefined): string | undefined {
  if (!record) return undefined;
  const representation = resourceRegistry.find((entry) => entry.name === resource)?.views
    .recordRepresentation;
  if (typeof representation === 'function') return representation(record) || undefined;
  if (typeof representation === 'string') {
    const value = record[representation];
    return value === null || value === undefined || value === '' ? undefined : String(value);
  }
  return undefined;
}

/** The resource whose record an audit row is about (card_categories rows are about their card); none for roles. */
export function resourceOfRow(row: AuditRowLike): string | undefined {
  if (row.table_name === 'card_categories') return 'cards';
  return RESOURCE_OF_TABLE[row.table_name];
}

/** Every id the rows mention, by resource: the rows' records and the records their changed columns point at. */
export function referencedIds(rows: readonly AuditRowLike[]): Record<string, string[]> {
  const ids: Record<string, Set<string>> = {};
  const add = (resource: string | undefined, id: unknown) => {
    if (!resource || id === null || id === undefined || id === '') return;
    (ids[resource] ??= new Set()).add(String(id));
  };
  for (const row of rows) {
    add(resourceOfRow(row), row.row_id);
    if (row.action !== 'UPDATE' || !row.changed_fields) continue;
    for (const [field, change] of Object.entries(row.changed_fields)) {
      const { old: before, new: after } = (change ?? {}) as { old?: unknown; new?: unknown };
      add(REFERENCE_FIELDS[field], before);
      add(REFERENCE_FIELDS[field], after);
    }
  }
  return Object.fromEntries(
    Object.entries(ids)
      .filter(([resource]) => resource !== 'chats')
      .map(([resource, set]) => [resource, [...set].sort()]),
  );
}
