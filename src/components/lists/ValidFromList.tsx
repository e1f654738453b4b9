import type { RaRecord } from 'react-admin';
import { DateOnlyField } from '../DateFields';
import { ListShell, type ListShellProps } from './ListShell';

/**
 * The list of a dated set (reference rates, credit rule sets), the latest first: each applies from its day until
 * the next one's. The day is the first column, `children` the others.
 */
export function ValidFromList<T extends RaRecord>({ children, ...props }: Omit<ListShellProps<T>, 'sort'>) {
  return (
    <ListShell<T> sort={{ field: 'valid_from', order: 'DESC' }} exporter={false} {...props}>
      <DateOnlyField source="valid_from" />
      {children}
    </ListShell>
  );
}
