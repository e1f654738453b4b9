import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { ColumnHeads } from '../../../components/ColumnHeads';
import { useTranslate } from 'react-admin';
import { formatPercent } from '../../../lib/formatPercent';
import { formatSEK } from '../../../lib/formatSEK';
import { BULK_FIELDS, type PreviewRow } from './bulkOperations';

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  const kind = BULK_FIELDS[field];
  if (kind === 'kronor') return formatSEK(Number(value));
  if (kind === 'percent') return formatPercent(Number(value));
  return String(value);
}

/** Every row's old → new values, or the Swedish reasons the row is refused. */
export function BulkPreviewTable({ rows }: { rows: PreviewRow[] }) {
  const translate = useTranslate();
  if (rows.length === 0) return null;
  return (
    <Table size="small" data-testid="bulk-preview">
      <caption>{translate('resources.cards.bulk_edit.preview')}</caption>
      <ColumnHeads labels={['resources.cards.fields.name', 'resources.cards.bulk_edit.changes']} />
      <TableBody>
        {rows.map((row) => {
          const errors = Object.values(row.errors);
          return (
            <TableRow key={row.id} data-card={row.id}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              <TableCell>
                {row.changes.length === 0 && translate('resources.cards.bulk_edit.unchanged')}
                {row.changes.map(({ field, from, to }) => (
                  <div key={field}>
                    {translate(`resources.cards.fields.${field}`)}: {show(field, from)} → {show(field, to)}
                  </div>
                ))}
                {errors.map((error) => {
                  const text =
                    typeof error === 'string'
                      ? translate(error, { _: error })
                      : translate(error.message, { _: error.message, ...error.args });
                  return (
                    <div key={text} role="alert" style={{ color: '#b71c1c' }}>
                      {text}
                    </div>
                  );
                })}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
