import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { RaFilter } from '../providers/raFilter';
import { LIVE_REFRESH } from './liveRefresh';

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

export function useCount(resource: string, filter?: RaFilter) {
  return useQuery(countQuery(useDataProvider<AppDataProvider>(), resource, filter));
}
