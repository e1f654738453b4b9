import { memo, startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { useDismissPrerender } from '../prerender/dismissPrerender';
import { useRoleAccess } from '../components/RoleGate';
import { resourceRegistry, type DashboardCardEntry } from '../resources/registry';
import { dashboardCardsFor, prefetchCardCounts } from '../resources/dashboardCounts';
import { CountCard } from './CountCard';
import { TodoPanel } from './TodoPanel';
import { ToolsPanel } from './ToolsPanel';
import { CardCount, PendingBadge } from './CardCounts';
import { todoSummaryQuery } from './useTodoSummary';

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
 * Starts the cards' counts, their badges' and 'Att göra''s requests, into the queries the cards then read. When the
 * layout opened on the dashboard, DashboardCountsPrefetch has asked for the counts already (still fresh: no request).
 */
function useDashboardRequests(cards: DashboardCardEntry[]) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  useEffect(() => {
    prefetchCardCounts(queryClient, dataProvider, cards);
    void queryClient.prefetchQuery(todoSummaryQuery(dataProvider));
  }, [cards, dataProvider, queryClient]);
}

/** The count cards; memoised, so that the panels' arrival below them does not render them again. */
const CountCards = memo(function CountCards({ cards }: { cards: DashboardCardEntry[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {cards.map((card) => (
        <DashboardCountCard key={card.resource} card={card} />
      ))}
    </Box>
  );
});

/**
 * The count cards, then 'Att göra' and 'Verktyg' in a render of their own (a transition started once the cards are
 * committed): the counts, the first screen's point, are drawn without waiting for the panels below them (issue 36).
 */
function DashboardBody({ cards }: { cards: DashboardCardEntry[] }) {
  const [panels, setPanels] = useState(false);
  useEffect(() => startTransition(() => setPanels(true)), []);
  return (
    <>
      <CountCards cards={cards} />
      {panels && (
        <>
          <TodoPanel />
          <ToolsPanel registry={resourceRegistry} />
        </>
      )}
    </>
  );
}

/**
 * One count card per registry entry that has `dashboard`, in the entries' order; each count (and badge) is its own
 * count-only request. Memoised (issue 24): react-admin re-renders its route tree each time the resources register
 * (twice at start, once more when the permissions arrive), which rebuilt the whole dashboard (about 330 components)
 * each time with the same props.
 *
 * The dashboard mounts when react-admin's route check answers, through react-query's external store, which React
 * renders in one blocking task (~0.5 s on a 4× throttled phone). So its first render is the heading and the requests
 * only, and the cards follow in a deferred render, which React renders in 5 ms slices, 'Att göra' and 'Verktyg' in
 * a transition after them (issue 36). The build's static picture stays until the cards are drawn.
 */
export const Dashboard = memo(function Dashboard() {
  const translate = useTranslate();
  const may = useRoleAccess();
  const cards = useMemo(() => dashboardCardsFor(may), [may]);
  useDashboardRequests(cards);
  const drawn = useDeferredValue(true, false);
  useDismissPrerender(drawn);
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('app.dashboard.counts')}
      </Typography>
      {drawn && <DashboardBody cards={cards} />}
    </Box>
  );
});
