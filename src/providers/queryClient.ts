import { QueryClient } from '@tanstack/react-query';

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

/** The app's react-query client, given to react-admin's AdminContext (issue 24: fewer renders at start). */
export function createQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryDefaults(['auth'], { notifyOnChangeProps: [...AUTH_QUERY_NOTIFY_ON] });
  return client;
}
