import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TERMS_FIELD_LABELS } from './termsLabels';

type TermsField = keyof typeof TERMS_FIELD_LABELS;

/** A column after the terms' own: its heading's i18n key and its cell. */
export interface TermsExtraColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/**
 * Villkor per datum's tables (the cards on a date, one card's timeline): the terms' columns, then the extra ones, in
 * a region that scrolls sideways on its own and is named by the heading `labelledBy`.
 */
export function TermsTable<Row, Column extends TermsField>({
  labelledBy,
  testId,
  columns,
  extraColumns,
  rows,
  rowKey,
  selected,
  cell,
}: {
  labelledBy: string;
  testId: string;
  columns: readonly Column[];
  extraColumns: TermsExtraColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  selected?: (row: Row) => boolean;
  cell: (row: Row, column: Column) => ReactNode;
}) {
  const translate = useTranslate();
  return (
    <TableContainer tabIndex={0} role="region" aria-labelledby={labelledBy} sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(TERMS_FIELD_LABELS[column])}</TableCell>
            ))}
            {extraColumns.map((extra) => (
              <TableCell key={extra.label}>{translate(extra.label)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} selected={selected?.(row)}>
              {columns.map((column) => (
                <TableCell key={column}>{cell(row, column)}</TableCell>
              ))}
              {extraColumns.map((extra) => (
                <TableCell key={extra.label}>{extra.cell(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
