import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { RaFilter } from '../providers/raFilter';
import { countQuery } from '../resources/dashboardCounts';

export function useCount(resource: string, filter?: RaFilter) {
  return useQuery(countQuery(useDataProvider<AppDataProvider>(), resource, filter));
}
