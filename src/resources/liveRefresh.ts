/**
 * Dashboard numbers refresh when the window regains focus and every 60 s (issue 14). An answer younger than 3 s is
 * not asked for again when its card mounts: the dashboard asks before its cards are drawn (issue 36); focus, the
 * interval and an edit's invalidation still ask at once.
 */
export const LIVE_REFRESH = {
  staleTime: 3_000,
  refetchOnWindowFocus: 'always',
  refetchInterval: 60_000,
  refetchIntervalInBackground: false,
} as const;
