import { QueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * What an auth query's observers re-render for: its answer, its error and its status (pending, success, error).
 * react-admin's auth hooks (ra-core 5.15 `useAuthState`, `usePermissions`, `useGetIdentity`) spread the whole query
 * result into their return value, which makes react-query track every field, so each background re-check of the
 * session (a new `useAuthenticated` observer refetches the stale `checkAuth` query) re-rendered `CoreAdminRoutes`,
 * with it the layout, twice: once when `isFetching` turned on and once when it turned off, with the same answer.
 * Their effects (logout on failure, onSuccess) read `isFetching` only together with a change of `data` or `error`,
 * which still re-renders.
 */
export const AUTH_QUERY_NOTIFY_ON = ['data', 'error', 'status'] as const;

/**
 * react-admin's auth check, ['auth', 'checkAuth', {}] (useAuthState), as the app's components see it (issue 24).
 *
 * Every view mounts an observer of it (useAuthenticated in the list, edit and create controllers), and with
 * react-query's default staleTime of 0 each route change refetched it. The refetch changes the query result of
 * CoreAdminRoutes' observer right after the route's commit, and React re-renders a component whose external store
 * changed between its render and its commit (useSyncExternalStore's tearing check), whatever
 * `notifyOnChangeProps` says: CoreAdminRoutes re-rendered every route below it, so opening a card built the new
 * form twice (1,249 components, then 896). As react-admin does for getPermissions (usePermissions: 5 minutes), the
 * answer is kept for a while; routes then no longer refetch it. Nothing depends on the check for safety: it only
 * reads the local session (ra-supabase's checkAuth), the database decides on every request, and a 401 there still
 * logs out (authProvider.checkError). Sign-out resets the cache (react-admin's useLogout), a session that ends
 * otherwise (expired, signed out in another tab) marks the answer stale at once, which makes the mounted
 * observers check again, and a failed check logs out as before (useAuthenticated).
 */
export const AUTH_CHECK_STALE_MS = 5 * 60 * 1000;

/**
 * react-admin's default client (CoreAdminContext creates `new QueryClient()`), with the auth queries' rules; `auth`
 * is the supabase-js client's auth, whose sessions the check reads.
 */
export function createQueryClient(auth: Pick<SupabaseClient['auth'], 'onAuthStateChange'>): QueryClient {
  const client = new QueryClient();
  // react-query merges every matching default in the order they were set: the check's staleTime is added.
  client.setQueryDefaults(['auth'], { notifyOnChangeProps: [...AUTH_QUERY_NOTIFY_ON] });
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: AUTH_CHECK_STALE_MS });
  auth.onAuthStateChange((_event, session) => {
    // Outside the callback: supabase-js holds its auth lock while it runs, and the check reads the session.
    if (!session) setTimeout(() => void client.invalidateQueries({ queryKey: ['auth', 'checkAuth'] }), 0);
  });
  return client;
}
