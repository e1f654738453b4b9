import type { RaFilter } from '../providers/raFilter';
import type { DashboardBounds } from '../providers/countMethods';

/**
 * One line of the to-do panel: a react-admin filter on a resource, which its link opens the list with. The count
 * comes from public.dashboard_summary, which gets the filter's moment-dependent bounds from `summaryBounds` (the same
 * helpers); tests/integration/dashboard-summary.test.ts checks it against a HEAD count with this filter.
 */
export interface TodoItem {
  key: string;
  /** i18n key of the line, translated with the count as `smart_count`. */
  label: string;
  /** The data provider's resource (route name). */
  resource: string;
  /** The list's path when it is not `/<resource>` (the audit log lists under /history). */
  path?: string;
  filter: (now: Date) => RaFilter;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** The line is shown only while its count is above zero. */
  onlyWhenAny?: true;
}

/** Route of the filtered list under /admin. */
export function todoLink(item: TodoItem, now: Date): string {
  const params = new URLSearchParams({
    filter: JSON.stringify(item.filter(now)),
    ...(item.sort ? { sort: item.sort.field, order: item.sort.order } : {}),
  });
  return `${item.path ?? `/${item.resource}`}?${params.toString()}`;
}

export const inAWeek = (now: Date) => new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString();
export const weekAgo = (now: Date) => new Date(now.getTime() - 7 * 24 * 3600 * 1000).toISOString();
/** The history's date filter holds days: the changes count starts at the same midnight (UTC) the list does. */
export const changesSince = (now: Date) => weekAgo(now).slice(0, 10);
/** The representative example must be current: older than 12 months is stale. */
export const staleExampleBefore = (now: Date) => {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - 12);
  return cutoff.toISOString().slice(0, 10);
};
/** Posts the public will see appear this week: their publication_state (the state the public sees) is scheduled. */
const scheduledThisWeek = (now: Date) => ({
  publication_state: 'scheduled',
  'published_at@gte': now.toISOString(),
  'published_at@lte': inAWeek(now),
});

/** What waits for an admin's decision (status pending), the longest waiting first. */
const pendingOldestFirst = {
  filter: () => ({ status: 'pending' }),
  sort: { field: 'created_at', order: 'ASC' },
} satisfies Pick<TodoItem, 'filter' | 'sort'>;

export const TODO_ITEMS: TodoItem[] = [
  {
    key: 'reviews',
    label: 'app.todo.items.reviews',
    resource: 'reviews',
    ...pendingOldestFirst,
  },
  {
    key: 'stale-examples',
    label: 'app.todo.items.stale_examples',
    resource: 'cards',
    filter: (now) => ({ is_published: true, 'example_updated_on@lt': staleExampleBefore(now) }),
  },
  // issue 34: the pre-flight report (Regelkontroll) while a card the public sees fails today's rules
  {
    key: 'card-rules',
    label: 'app.todo.items.card_rules',
    resource: 'cards',
    path: '/card-rules',
    filter: () => ({ publication_state: 'published', breaks_rules: true }),
    onlyWhenAny: true,
  },
  {
    key: 'news',
    label: 'app.todo.items.news',
    resource: 'news',
    filter: scheduledThisWeek,
    sort: { field: 'published_at', order: 'ASC' },
  },
  {
    key: 'blog',
    label: 'app.todo.items.blog',
    resource: 'blog',
    filter: scheduledThisWeek,
    sort: { field: 'published_at', order: 'ASC' },
  },
  // The link check's latest answers (public.link_checks, written by the Edge Function link-check).
  {
    key: 'links-broken',
    label: 'app.todo.items.links_broken',
    resource: 'link_checks',
    path: '/link-checks',
    filter: () => ({ outcome: 'broken' }),
  },
  {
    key: 'links-redirected',
    label: 'app.todo.items.links_redirected',
    resource: 'link_checks',
    path: '/link-checks',
    filter: () => ({ outcome: 'redirected' }),
  },
  // Card change proposals waiting for a second admin (issue 35 part B).
  {
    key: 'proposals',
    label: 'app.todo.items.proposals',
    resource: 'proposals',
    ...pendingOldestFirst,
  },
  {
    key: 'changes',
    label: 'app.todo.items.changes',
    resource: 'audit_log',
    path: '/history',
    filter: (now) => ({ 'occurred_at@gte': changesSince(now) }),
  },
];

/** The oldest pending inquiry, linked to the pending inquiries oldest first. */
export const OLDEST_INQUIRY: TodoItem = {
  key: 'oldest-inquiry',
  label: 'app.todo.oldest_inquiry',
  resource: 'inquiries',
  filter: () => ({ status: 'pending' }),
  sort: { field: 'created_at', order: 'ASC' },
};

/**
 * The moment-dependent bounds of the dashboard summary (RPC public.dashboard_summary), the same values the
 * items' filters put in their links.
 */
export function summaryBounds(now: Date): DashboardBounds {
  return {
    staleBefore: staleExampleBefore(now),
    scheduledFrom: now.toISOString(),
    scheduledTo: inAWeek(now),
    changesSince: changesSince(now),
  };
}
