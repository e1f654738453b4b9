/** The audit columns publicationEvents reads: what changed, when and by whom. */
export interface PublicationAuditRow {
  occurred_at: string;
  actor_id: string | null;
  action: string;
  changed_fields: Record<string, unknown> | null;
}

/** A moment the public state changed by the clock alone, and who set the time that made it change. */
export interface PublicationEvent {
  kind: 'live' | 'ended';
  at: string;
  by: string | null;
}

/** Per table: the column that starts the public window, and whether a row's flags let the window apply. */
const SCHEDULES: Record<string, { from: string; gate: (row: Record<string, unknown>) => boolean }> = {
  news_articles: {
    from: 'published_at',
    gate: (row) => row.status === 'scheduled' || row.status === 'published',
  },
  blog_posts: {
    from: 'published_at',
    gate: (row) => row.status === 'scheduled' || row.status === 'published',
  },
  credit_cards: { from: 'publish_from', gate: (row) => row.is_published === true },
};

const time = (value: unknown) => (typeof value === 'string' ? new Date(value).getTime() : Number.NaN);

/**
 * When a record went live or ended with nobody saving anything at that moment: between two audit rows the record
 * was as the earlier one left it, so a start or end time that fell strictly between them (or between the last one
 * and `now`) changed what the public reads then, by the schedule of whoever last set that column. Follows the rule
 * of public.publication_state (20261128006000_scheduled_publishing.sql). Oldest first; rows in any order.
 */
export function publicationEvents(
  table: string,
  rows: readonly PublicationAuditRow[],
  now = new Date(),
): PublicationEvent[] {
  const schedule = SCHEDULES[table];
  if (!schedule) return [];
  const ordered = [...rows].sort((a, b) => time(a.occurred_at) - time(b.occurred_at));
  const state: Record<string, unknown> = {};
  const setBy: Record<string, string | null> = {};
  const events: PublicationEvent[] = [];
  ordered.forEach((row, index) => {
    if (row.action === 'DELETE') {
      for (const key of Object.keys(state)) delete state[key];
      return;
    }
    for (const [column, change] of Object.entries(row.changed_fields ?? {})) {
      state[column] = row.action === 'UPDATE' ? (change as { new?: unknown } | null)?.new : change;
      setBy[column] = row.actor_id;
    }
    if (!schedule.gate(state)) return;
    const start = time(row.occurred_at);
    const end = index + 1 < ordered.length ? time(ordered[index + 1].occurred_at) : now.getTime();
    const from = time(state[schedule.from]);
    const until = time(state.publish_until);
    const within = (t: number) => t > start && t < end;
    if (within(from) && !(until <= from)) {
      events.push({ kind: 'live', at: new Date(from).toISOString(), by: setBy[schedule.from] ?? null });
    }
    if (within(until)) {
      events.push({ kind: 'ended', at: new Date(until).toISOString(), by: setBy.publish_until ?? null });
    }
  });
  return events.sort((a, b) => time(a.at) - time(b.at));
}
