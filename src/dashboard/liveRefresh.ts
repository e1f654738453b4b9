/** Dashboard numbers refresh when the window regains focus and every 60 s (issue 14). */
export const LIVE_REFRESH = {
  refetchOnWindowFocus: 'always',
  refetchInterval: 60_000,
  refetchIntervalInBackground: false,
} as const;
