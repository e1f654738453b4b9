import type { ReactElement } from 'react';
import { SelectInput, type RaRecord } from 'react-admin';
import type { StatusChoice } from '../../lib/statuses';
import { StatusChip, StatusChipField } from '../StatusChipField';
import { ListShell, type ListShellProps } from './ListShell';

/** A queue's filters: its search box, the status (always shown), then `more`. */
export function statusQueueFilters(search: ReactElement, statuses: StatusChoice[], ...more: ReactElement[]) {
  return [search, <SelectInput key="status" source="status" choices={statuses} alwaysOn />, ...more];
}

/**
 * A moderation queue (reviews, expert inquiries): it opens on the pending records, by creation time, and shows
 * each record's status as a chip (the grid's last column).
 */
export function StatusQueueList<T extends RaRecord & { status: string }>({
  statuses,
  oldestFirst = false,
  children,
  ...props
}: Omit<ListShellProps<T>, 'sort' | 'filterDefaultValues' | 'tertiaryText'> & {
  statuses: StatusChoice[];
  /** Oldest first (answered in turn) instead of newest first. */
  oldestFirst?: boolean;
}) {
  return (
    <ListShell<T>
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: oldestFirst ? 'ASC' : 'DESC' }}
      tertiaryText={(r) => <StatusChip choices={statuses} value={r.status} />}
      {...props}
    >
      {children}
      <StatusChipField source="status" choices={statuses} />
    </ListShell>
  );
}
