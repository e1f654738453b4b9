import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRoleAccess } from '../components/RoleGate';
import { dashboardCardsOf, resourceRegistry, type DashboardCardEntry } from '../resources/registry';
import { CountCard } from './CountCard';
import { TodoPanel } from './TodoPanel';
import { ToolsPanel } from './ToolsPanel';
import { CardCount, PendingBadge } from './CardCounts';

/** A card's count and, when the entry declares a badge, the count of its badge's filter: two requests at once. */
function DashboardCountCard({ card }: { card: DashboardCardEntry }) {
  const translate = useTranslate();
  return (
    <CountCard
      title={translate(card.title ?? `resources.${card.resource}.name`, { smart_count: 2 })}
      to={`/${card.resource}`}
      count={<CardCount resource={card.resource} />}
      badge={card.badge && <PendingBadge resource={card.resource} filter={card.badge} />}
    />
  );
}

/**
 * One count card per registry entry that has `dashboard`, in the entries' order; each count (and badge) is its own
 * count-only request, all started by this first render. Memoised (issue 24): react-admin
 * re-renders its route tree each time the resources register (twice at start, once more when the permissions
 * arrive), which rebuilt the whole dashboard (about 330 components) each time with the same props.
 */
export const Dashboard = memo(function Dashboard() {
  const translate = useTranslate();
  const may = useRoleAccess();
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
        {dashboardCardsOf(resourceRegistry)
          .filter((card) => may({ resource: card.resource, action: 'list' }))
          .map((card) => (
            <DashboardCountCard key={card.resource} card={card} />
          ))}
      </Box>
      <TodoPanel />
      <ToolsPanel registry={resourceRegistry} />
    </Box>
  );
});
