import type { RaRecord } from 'react-admin';
import { DateTimeField } from '../DateFields';
import { formatDateTime } from '../../lib/formatDate';
import { ListShell, type ListShellProps } from './ListShell';

/**
 * A read-only log (chat sessions, cookie consents): newest first, each row named by its time (the grid's first
 * column) and opened to be read; nothing to select.
 */
export function LogList<T extends RaRecord>({
  timeSource,
  children,
  ...props
}: Omit<ListShellProps<T>, 'sort' | 'primaryText' | 'open' | 'bulkActionButtons'> & {
  /** The column with each row's time. */
  timeSource: keyof T & string;
}) {
  return (
    <ListShell<T>
      sort={{ field: timeSource, order: 'DESC' }}
      primaryText={(r) => formatDateTime(r[timeSource])}
      open="show"
      bulkActionButtons={false}
      {...props}
    >
      <DateTimeField source={timeSource} />
      {children}
    </ListShell>
  );
}
