import { Children, isValidElement, type ReactNode } from 'react';
import { Datagrid, useTranslate, type DatagridProps } from 'react-admin';
import type { SxProps, Theme } from '@mui/material/styles';
import { foldTableRows } from './foldTableRows';

export interface FoldedDatagridProps extends Omit<DatagridProps, 'sx'> {
  /** Below this width (px) each row is a block of lines, each starting with its column's label. */
  foldBelowPx: number;
  /** The class of links that become 44 px touch targets when folded (foldTableRows' default otherwise). */
  linkClass?: string;
  sx?: SxProps<Theme>;
}

/** The `label` of each column (a field's translation key), in order; a column without one folds unlabelled. */
export function columnLabels(children: ReactNode): string[] {
  return Children.toArray(children).map((child) =>
    isValidElement<{ label?: unknown }>(child) && typeof child.props.label === 'string'
      ? child.props.label
      : '',
  );
}

/**
 * A read-only Datagrid (no row click, no bulk actions) whose rows fold into labelled lines below `foldBelowPx`
 * (foldTableRows): the lines' labels are the columns' own `label`s, so a column cannot lose or shift its label.
 */
export function FoldedDatagrid({ foldBelowPx, linkClass, sx, children, ...props }: FoldedDatagridProps) {
  const translate = useTranslate();
  const labels = columnLabels(children).map((key) => (key ? translate(key) : ''));
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      {...props}
      sx={[...(Array.isArray(sx) ? sx : [sx]), foldTableRows(labels, foldBelowPx, linkClass)]}
    >
      {children}
    </Datagrid>
  );
}
