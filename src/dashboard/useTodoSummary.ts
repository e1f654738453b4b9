import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, DashboardSummary } from '../providers/dataProvider';
import { LIVE_REFRESH } from '../resources/liveRefresh';
import { summaryBounds } from './todoItems';

/** One cache entry for every 'Att göra' line: whoever reads it, one request. */
export const TODO_SUMMARY_KEY = ['dashboard', 'todo'] as const;

/** The summary with the moment its bounds were taken at, which the 'Att göra' links filter with. */
export interface TodoSnapshot extends DashboardSummary {
  /** ISO time (a string, so that TanStack Query's structural sharing keeps unchanged parts). */
  at: string;
}

/** The 'Att göra' numbers: RPC public.dashboard_summary through the data provider. */
export const todoSummaryQuery = (dataProvider: AppDataProvider) =>
  queryOptions({
    queryKey: TODO_SUMMARY_KEY,
    queryFn: async (): Promise<TodoSnapshot> => {
      const at = new Date();
      return { ...(await dataProvider.getDashboardSummary(summaryBounds(at))), at: at.toISOString() };
    },
    retry: false,
    ...LIVE_REFRESH,
  });

/** The 'Att göra' numbers; each reader selects its part, so a refresh re-renders only the readers whose number changed. */
export function useTodoSummary<T>(select: (snapshot: TodoSnapshot) => T) {
  return useQuery({ ...todoSummaryQuery(useDataProvider<AppDataProvider>()), select });
}
