import type { ReactElement } from 'react';
import { SelectInput, type RaRecord } from 'react-admin';
import type { StatusChoice } from '../../lib/statuses';
import { StatusChip, StatusChipField } from '../StatusChipField';
import type { ListQuery } from '../../lib/listQuery';
import { ListShell, type ListShellProps } from './ListShell';
import { statusQueueQuery } from './statusQueueQuery';

/** A queue's filters: its search box, the status (always shown), then `more`. */
export function statusQueueFilters(search: ReactElement, statuses: StatusChoice[], ...more: ReactElement[]) {
  return [search, <SelectInput key="status" source="status" choices={statuses} alwaysOn />, ...more];
}

/**
 * A moderation queue (reviews, expert inquiries): it opens on the pending records, by creation time (`query`,
 * statusQueueQuery), and shows each record's status as a chip (the grid's last column).
 */
export function StatusQueueList<T extends RaRecord & { status: string }>({
  statuses,
  oldestFirst = false,
  query = statusQueueQuery({ oldestFirst }),
  children,
  ...props
}: Omit<ListShellProps<T>, 'sort' | 'filterDefaultValues' | 'perPage' | 'queryOptions' | 'tertiaryText'> & {
  statuses: StatusChoice[];
  /** Oldest first (answered in turn) instead of newest first. */
  oldestFirst?: boolean;
  /** The opening query, when the resource's entry declares it (its `listQuery`). */
  query?: ListQuery;
}) {
  return (
    <ListShell<T>
      filterDefaultValues={query.filter}
      sort={query.sort}
      perPage={query.perPage}
      queryOptions={query.meta && { meta: query.meta }}
      tertiaryText={(r) => <StatusChip choices={statuses} value={r.status} />}
      {...props}
    >
      {children}
      <StatusChipField source="status" choices={statuses} />
    </ListShell>
  );
}
