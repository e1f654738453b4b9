import type { ListQuery } from '../../lib/listQuery';

/** A moderation queue's opening query (StatusQueueList): the pending records by creation time, newest first. */
export function statusQueueQuery({
  oldestFirst = false,
  meta,
}: { oldestFirst?: boolean; meta?: Record<string, unknown> } = {}): ListQuery {
  return {
    sort: { field: 'created_at', order: oldestFirst ? 'ASC' : 'DESC' },
    filter: { status: 'pending' },
    ...(meta && { meta }),
  };
}
