import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';

/** The pages outside the layout, where react-admin renders no auth-checked route at start. */
const OUTSIDE_LAYOUT = /^\/(login|set-password|forgot-password|sign-up)(\/|$)/;

/**
 * The keys of react-admin's auth checks (ra-core 5.15 `useAuthState`: ['auth', 'checkAuth', params]) that the first
 * screen at `path` (inside the /admin basename) waits for: `CoreAdminRoutes` checks with `{}` before it renders the
 * layout, and the dashboard's `WithPermissions` with `{ route: 'dashboard' }` before it renders the dashboard.
 */
export function authChecksFor(path: string): Array<Record<string, string>> {
  const route = path.replace(/\/+$/, '');
  if (OUTSIDE_LAYOUT.test(route)) return [];
  return route === '' ? [{}, { route: 'dashboard' }] : [{}];
}

/**
 * Runs react-admin's auth checks for the first screen before React's first render, into the cache react-admin reads
 * them from (issue 24). Each answer otherwise came back after the first commit, through react-query's
 * useSyncExternalStore, which React always renders synchronously: the whole layout and then the dashboard in one long
 * task each, while the first render itself is time-sliced (src/main.tsx). With the answers in the cache the first
 * render is the layout. Same query, same function as `useAuthState` (authProvider.checkAuth, `true` when it passes,
 * no retry); a failed check is dropped from the cache, so react-admin checks again and logs out as before. The check
 * reads the stored session (ra-supabase), so this costs no request unless the token needs a refresh.
 */
export async function prefetchAuthChecks(
  queryClient: QueryClient,
  authProvider: Pick<AuthProvider, 'checkAuth'>,
  path: string,
): Promise<void> {
  await Promise.all(
    authChecksFor(path).map(async (params) => {
      const queryKey = ['auth', 'checkAuth', params];
      try {
        await queryClient.fetchQuery({
          queryKey,
          queryFn: async ({ signal }) => {
            await authProvider.checkAuth({ ...params, signal });
            return true;
          },
          retry: false,
        });
      } catch {
        queryClient.removeQueries({ queryKey, exact: true });
      }
    }),
  );
}
