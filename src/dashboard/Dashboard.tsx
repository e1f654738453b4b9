import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { CountCard } from './CountCard';
import { LIVE_REFRESH } from './liveRefresh';
import { TodoPanel } from './TodoPanel';

/** The spec's six cards, in order: title, resource route. */
export const DASHBOARD_CARDS = [
  { title: 'Kreditkort', resource: 'cards' },
  { title: 'Banker', resource: 'banks' },
  { title: 'Nätverk', resource: 'networks' },
  { title: 'Nyheter', resource: 'news' },
  { title: 'Bloggposter', resource: 'blog' },
  { title: 'Expertförfrågningar', resource: 'inquiries' },
] as const;

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

function DashboardCountCard({ title, resource }: { title: string; resource: string }) {
  const total = useCount(resource);
  const pending = useCount('inquiries', { status: 'pending' }, resource === 'inquiries');
  return (
    <CountCard
      title={title}
      to={`/${resource}`}
      count={total.data}
      loading={total.isPending}
      error={total.isError}
      pending={resource === 'inquiries' ? pending.data : undefined}
    />
  );
}

export function Dashboard() {
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Dashboard
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {DASHBOARD_CARDS.map((card) => (
          <DashboardCountCard key={card.resource} title={card.title} resource={card.resource} />
        ))}
      </Box>
      <TodoPanel />
    </Box>
  );
}
