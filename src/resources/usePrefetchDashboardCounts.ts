import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { roleMayAccess } from '../lib/access';
import { needsSecondFactor } from '../auth/verifySecondFactor';
import { dashboardCardsFor, prefetchCardCounts } from './dashboardCounts';
import { useWhenRoleKnown } from './useWhenRoleKnown';

/**
 * When the layout opens on the dashboard (after signing in, or by URL), the cards' count-only selects go out as soon
 * as the role is known, into the queries the cards read (issue 36). They otherwise went out from the dashboard's
 * mount, after the layout's page had rendered in its deferred slices: ~0.9 s after the role on a 4× throttled
 * tablet. The same requests, the same keys, once: the dashboard's own call then finds them fresh or under way. Not
 * for a session that still owes its second factor (the prompt comes first, and the rows are not its to count), nor
 * for a role that sees no card.
 */
export function usePrefetchDashboardCounts(): void {
  const { pathname } = useLocation();
  // Only the page the layout opened on: a later visit to the dashboard asks from the dashboard, as react-admin does.
  const [openedOnDashboard] = useState(() => pathname === '/');
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const asked = useRef(false);
  const ask = useCallback(
    (role: unknown) => {
      if (asked.current) return;
      asked.current = true;
      const cards = dashboardCardsFor((query) => roleMayAccess(role, query));
      if (!cards.length) return;
      void needsSecondFactor().then(
        (owed) => owed || prefetchCardCounts(queryClient, dataProvider, cards),
        () => undefined,
      );
    },
    [queryClient, dataProvider],
  );
  // Opened by URL, the role is cached already (main.tsx asked it before React's first render): asked in this render.
  useWhenRoleKnown(openedOnDashboard, ask);
}

/** usePrefetchDashboardCounts in a component of its own: its route subscription re-renders nothing else. */
export function DashboardCountsPrefetch(): null {
  usePrefetchDashboardCounts();
  return null;
}
