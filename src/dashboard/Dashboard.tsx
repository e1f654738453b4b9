import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { dashboardCardsOf, resourceRegistry, type DashboardCardEntry } from '../resources/registry';
import { CountCard } from './CountCard';
import { LIVE_REFRESH } from './liveRefresh';
import { TodoPanel } from './TodoPanel';

function useCount(resource: string, filter?: Record<string, string>, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [resource, 'getCount', filter ?? {}],
    queryFn: () => dataProvider.getCount(resource, { filter }),
    retry: false,
    enabled,
    ...LIVE_REFRESH,
  });
}

function DashboardCountCard({ card }: { card: DashboardCardEntry }) {
  const translate = useTranslate();
  const total = useCount(card.resource);
  const badge = useCount(card.resource, card.badgeFilter, card.badgeFilter !== undefined);
  return (
    <CountCard
      title={translate(card.title ?? `resources.${card.resource}.name`, { smart_count: 2 })}
      to={`/${card.resource}`}
      count={total.data}
      loading={total.isPending}
      error={total.isError}
      pending={card.badgeFilter ? badge.data : undefined}
    />
  );
}

/** One count card per registry entry that has `dashboard`, in the entries' order. */
export function Dashboard() {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('app.dashboard.counts')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {dashboardCardsOf(resourceRegistry).map((card) => (
          <DashboardCountCard key={card.resource} card={card} />
        ))}
      </Box>
      <TodoPanel />
    </Box>
  );
}
