import { hashKey, type QueryClient } from '@tanstack/react-query';
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
  authProvider: Pick<AuthProvider, 'checkAuth' | 'getPermissions'>,
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
        // The layout's usePermissions() and the dashboard's WithPermissions({ params: { route: 'dashboard' } }).
        prefetchRole(queryClient, authProvider, Object.keys(params).length ? { params } : {});
      } catch {
        queryClient.removeQueries({ queryKey, exact: true });
      }
    }),
  );
}

/** The key of react-admin's usePermissions (ra-core 5.15) for `params`, and how long it keeps the answer. */
export const permissionsQueryKey = (params: object = {}) => ['auth', 'getPermissions', params] as const;
const PERMISSIONS_STALE_MS = 5 * 60 * 1000;

/**
 * Asks for the role (authProvider.getPermissions: GET /auth/v1/user beside the user_roles select) once a route's
 * check has passed, into the query react-admin's usePermissions reads for that route, without waiting for it (issue
 * 36): the layout's RoleProvider (`{}`) and, on /, the dashboard's WithPermissions
 * (`{ params: { route: 'dashboard' } }`, whose answer otherwise mounted the dashboard in one blocking task after the
 * layout; the auth provider reads the role once per token, so this is no second request). It was asked only after
 * React's first commit, and the menu, the dashboard's counts and a list's rows (its route's access check) waited for
 * it after that: on a throttled tablet the requests now run during the first render instead of after it. Same query,
 * same function as usePermissions; not asked without a passed check (a `null` kept for 5 minutes would hide the menu
 * after signing in), and a failure is left to usePermissions, which asks again when it mounts (react-query refetches
 * a query in error).
 */
function prefetchRole(
  queryClient: QueryClient,
  { getPermissions }: Pick<AuthProvider, 'getPermissions'>,
  params: object,
): void {
  if (!getPermissions) return;
  void queryClient.prefetchQuery({
    queryKey: permissionsQueryKey(params),
    queryFn: async ({ signal }) => (await getPermissions({ ...params, signal })) ?? null,
    staleTime: PERMISSIONS_STALE_MS,
    retry: false,
  });
}

/** The role, when react-admin's role query (usePermissions' key) has answered. */
export function cachedRole(queryClient: QueryClient): { role: unknown } | undefined {
  const state = queryClient.getQueryState(permissionsQueryKey());
  return state?.status === 'success' ? { role: state.data } : undefined;
}

/** Calls `then` with the role once react-admin's role query has answered; returns a cleanup. */
export function whenRoleKnown(
  queryClient: QueryClient,
  then: (role: unknown) => void,
): (() => void) | undefined {
  const cached = cachedRole(queryClient);
  if (cached) {
    then(cached.role);
    return undefined;
  }
  const hash = hashKey(permissionsQueryKey());
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== hash || event.query.state.status !== 'success') return;
    unsubscribe();
    then(event.query.state.data);
  });
  return unsubscribe;
}
