import type { ReactElement, ReactNode } from 'react';
import { Datagrid, DatagridConfigurable, type ListProps, type RaRecord } from 'react-admin';
import { AppList } from '../AppList';
import { BulkDeleteConfirmButton } from '../BulkDeleteConfirmButton';
import { ResponsiveList } from '../ResponsiveList';

type CompactRows<T extends RaRecord> = Pick<
  Parameters<typeof ResponsiveList<T>>[0],
  'primaryText' | 'secondaryText' | 'tertiaryText' | 'leftIcon' | 'rowAction' | 'secondaryColumns'
>;

export interface ListShellProps<T extends RaRecord> extends Omit<ListProps, 'children'>, CompactRows<T> {
  /** What a row opens, in the grid and in the compact list alike. */
  open?: 'edit' | 'show';
  /** The grid's bulk actions (the compact list offers the same): a confirmed delete unless given. */
  bulkActionButtons?: ReactElement | false;
  /** A grid whose columns the user chooses (react-admin's DatagridConfigurable, the ColumnsButton). */
  configurable?: boolean;
  /** Above the rows, inside the list (a summary). */
  header?: ReactNode;
  /** The grid's columns. */
  children: ReactNode;
}

/**
 * The app's list page: AppList (paged export, Swedish empty state) around a ResponsiveList, whose desktop grid
 * has `children` as columns and whose compact rows (tablets in portrait, phones) show the texts given.
 */
export function ListShell<T extends RaRecord>(props: ListShellProps<T>) {
  const {
    open = 'edit',
    bulkActionButtons = <BulkDeleteConfirmButton />,
    configurable = false,
    header,
    children,
    ...rest
  } = props;
  const { primaryText, secondaryText, tertiaryText, leftIcon, rowAction, secondaryColumns, ...listProps } =
    rest;
  const rows = { primaryText, secondaryText, tertiaryText, leftIcon, rowAction, secondaryColumns };
  const Grid = configurable ? DatagridConfigurable : Datagrid;
  return (
    <AppList {...listProps}>
      {header}
      <ResponsiveList<T> {...rows} linkType={open}>
        <Grid rowClick={open} bulkActionButtons={bulkActionButtons}>
          {children}
        </Grid>
      </ResponsiveList>
    </AppList>
  );
}
