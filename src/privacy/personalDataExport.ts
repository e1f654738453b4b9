import { ACTION_KEYS } from '../history/auditLabels';
import { toSwedishCsv } from '../components/csv';
import { i18nProvider } from '../providers/i18nProvider';
import { PERSONAL_DATA_TABLES, type PersonalDataFindings } from '../providers/personalDataMethods';
import { columnLabel, matchLabel, tableLabel } from './personalDataLabels';

const t = (key: string) => i18nProvider.translate(key);

/** One record with Swedish field names, in the order the database gave them. */
function labelled(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      columnLabel(column),
      column === 'match' ? matchLabel(String(value)) : value,
    ]),
  );
}

/**
 * The access request's copy (GDPR art. 15) as JSON with Swedish names: the terms, when, every found record per
 * table and the history rows.
 */
export function findingsJson(findings: PersonalDataFindings, exportedAt: Date): string {
  const tables = Object.fromEntries(
    PERSONAL_DATA_TABLES.map((table) => [tableLabel(table), findings.tables[table].map(labelled)]),
  );
  const history = findings.history.map((row) => ({
    [t('app.personal_data.csv.time')]: row.occurred_at,
    [t('app.personal_data.csv.table')]: tableLabel(row.table_name),
    [t('app.personal_data.csv.record')]: row.row_id,
    [t('app.personal_data.csv.action')]: ACTION_KEYS[row.action] ? t(ACTION_KEYS[row.action]) : row.action,
    [t('app.personal_data.csv.value')]: row.changed_fields ? labelled(row.changed_fields) : null,
  }));
  return JSON.stringify(
    {
      [t('app.personal_data.json.terms')]: findings.terms,
      [t('app.personal_data.json.exported_at')]: exportedAt.toISOString(),
      [t('app.personal_data.json.tables')]: tables,
      [t('app.personal_data.json.history')]: history,
    },
    null,
    2,
  );
}

/** An UPDATE row's {old, new} as "old → new"; any other value as stored. */
function changeText(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'old' in value && 'new' in value) {
    const change = value as { old: unknown; new: unknown };
    return `${change.old ?? '–'} → ${change.new ?? '–'}`;
  }
  return value;
}

/**
 * The same as Swedish Excel CSV, one line per field: table, match, record, time, action, field, value. Records
 * first (time and action empty), then the history (match empty).
 */
export function findingsCsv(findings: PersonalDataFindings): string {
  const headings = [
    'app.personal_data.csv.table',
    'app.personal_data.csv.match',
    'app.personal_data.csv.record',
    'app.personal_data.csv.time',
    'app.personal_data.csv.action',
    'app.personal_data.csv.field',
    'app.personal_data.csv.value',
  ].map(t);
  const rows: unknown[][] = [];
  for (const table of PERSONAL_DATA_TABLES) {
    for (const record of findings.tables[table]) {
      for (const [column, value] of Object.entries(record)) {
        if (column === 'match') continue;
        rows.push([
          tableLabel(table),
          matchLabel(record.match),
          record.id,
          '',
          '',
          columnLabel(column),
          value,
        ]);
      }
    }
  }
  for (const row of findings.history) {
    const action = ACTION_KEYS[row.action] ? t(ACTION_KEYS[row.action]) : row.action;
    for (const [column, value] of Object.entries(row.changed_fields ?? {})) {
      rows.push([
        tableLabel(row.table_name),
        '',
        row.row_id,
        row.occurred_at,
        action,
        columnLabel(column),
        changeText(value),
      ]);
    }
  }
  return toSwedishCsv(headings, rows);
}
