import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../providers/dataProvider';
import type { RaFilter } from '../providers/raFilter';
import type { AccessQuery } from '../lib/access';
import { LIVE_REFRESH } from './liveRefresh';
import { dashboardCardsOf, resourceRegistry, type DashboardCardEntry } from './registry';

/**
 * The exact number of a resource's rows (matching `filter`), from the data provider's count-only getCount. Each
 * count is its own query under react-admin's key convention `[resource, method, params]`, so the cards' requests
 * fail on their own, and an edit's `invalidateQueries([resource])` refreshes them too.
 */
export const countQuery = (dataProvider: AppDataProvider, resource: string, filter?: RaFilter) =>
  queryOptions({
    queryKey: [resource, 'getCount', { filter: filter ?? {} }],
    queryFn: ({ signal }) => dataProvider.getCount(resource, { filter, signal }),
    retry: false,
    ...LIVE_REFRESH,
  });

/** The dashboard's cards that `may` lets the user see: one per registry entry with `dashboard`, in their order. */
export const dashboardCardsFor = (may: (query: AccessQuery) => boolean): DashboardCardEntry[] =>
  dashboardCardsOf(resourceRegistry).filter((card) => may({ resource: card.resource, action: 'list' }));

/**
 * Asks for each card's count and, when the card has a badge, its badge's count, all at once, into the queries the
 * cards read. Idempotent while the answers are fresh (LIVE_REFRESH) or under way: a second caller asks nothing.
 */
export function prefetchCardCounts(
  queryClient: QueryClient,
  dataProvider: AppDataProvider,
  cards: DashboardCardEntry[],
): void {
  for (const card of cards) {
    void queryClient.prefetchQuery(countQuery(dataProvider, card.resource));
    if (card.badge) void queryClient.prefetchQuery(countQuery(dataProvider, card.resource, card.badge));
  }
}
