import { useEffect, useRef } from 'react';
import { hashKey, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useAuthProvider, useDataProvider, useStoreContext, type GetListParams } from 'react-admin';
import { permissionsQueryKey } from '../providers/authPrefetch';
import { roleMayAccess } from '../lib/access';
import type { ListQuery } from '../lib/listQuery';
import { routeEntryOf } from './prefetchView';

/** react-admin's List page size when the list sets none (ra-core 5.15 useListController). */
const LIST_DEFAULT_PER_PAGE = 10;

/**
 * The first page of a list with its opening query, as react-admin's list asks for it: useListController's
 * useGetList (ra-core 5.15) keys it `[resource, 'getList', { pagination, sort, filter, meta }]`.
 */
export function firstPageParams(query: ListQuery): Omit<GetListParams, 'signal'> {
  return {
    pagination: { page: 1, perPage: query.perPage ?? LIST_DEFAULT_PER_PAGE },
    sort: query.sort,
    filter: query.filter,
    meta: query.meta,
  };
}

export const listQueryKey = (resource: string, params: Omit<GetListParams, 'signal'>) =>
  [resource, 'getList', params] as const;

/**
 * The list's own access check (ra-core 5.15 useListController → useRequireAccess → useCanAccess, enabled once the
 * session check has answered): without its answer the list renders without rows and again when it comes.
 */
export const listAccessKey = (resource: string) =>
  ['auth', 'canAccess', { action: 'list', resource, enabled: true }] as const;

/**
 * Whether react-admin's list will open on its opening query: nothing in the URL, and nothing in the store
 * (`<resource>.listParams`, useListParams) other than the opening query itself (a user's sort or filter is kept there
 * and then wins).
 */
export function opensOnQuery(stored: unknown, search: string, query: ListQuery): boolean {
  if (search) return false;
  if (stored === undefined) return true;
  const { displayedFilters: _shown, ...params } = stored as Record<string, unknown>;
  const opening = {
    filter: query.filter,
    page: 1,
    perPage: query.perPage ?? LIST_DEFAULT_PER_PAGE,
    sort: query.sort.field,
    order: query.sort.order,
  };
  return canonical(params) === canonical(opening);
}

/** JSON with every object's keys in order (the store's JSON may hold them in another). */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

/** How long the answer asked here counts as fresh for the list that mounts after it. */
const FIRST_ANSWER_FRESH_MS = 10_000;
/** Fresh only while it is the first answer: a refetch (the user's, or react-admin's on focus) goes back to 0. */
const firstAnswerFresh = (query: Query) => (query.state.dataUpdateCount <= 1 ? FIRST_ANSWER_FRESH_MS : 0);

let askedOnce = false;

/** Calls `then` with the role once react-admin's role query (usePermissions' key) has answered; returns a cleanup. */
function whenRoleKnown(queryClient: QueryClient, then: (role: unknown) => void): (() => void) | undefined {
  const state = queryClient.getQueryState(permissionsQueryKey());
  if (state?.status === 'success') {
    then(state.data);
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

/**
 * A list opened by URL asks for its first page as soon as the role is known, into the query react-admin's list
 * reads (issue 36). The list otherwise asked only after the layout, the list page and its filter form had rendered
 * and its access check had answered: ~1.5 s after the role on a throttled tablet. Mounted with the layout's first
 * commit, it reads the role from react-admin's cache rather than waiting for the layout to render it. Once per load,
 * only for an entry with a `listQuery` that the role may list, only when the list will open on that query (else the
 * list asks as usual) and has not asked yet. Its access check is answered too (from the role, no request), so that
 * the list's first render has its rows. Through react-admin's data provider hook, so that the answer's prefetched
 * references fill its cache as the list's own call would. The answer counts as fresh for the list's first mount, so
 * the list does not ask again; later visits refetch as react-admin does.
 */
export function usePrefetchFirstList(): void {
  // The page the layout opened on: a later navigation is the user's, and its list asks as usual.
  const opened = useRef(useLocation());
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const authProvider = useAuthProvider();
  const store = useStoreContext();
  useEffect(() => {
    if (askedOnce) return;
    const { pathname, search } = opened.current;
    const route = routeEntryOf(pathname);
    const entry = route?.kind === 'list' ? route.entry : undefined;
    const query = entry?.listQuery;
    if (!entry || !query) return;
    if (!opensOnQuery(store.getItem(`${entry.name}.listParams`), search, query)) return;
    const params = firstPageParams(query);
    const queryKey = listQueryKey(entry.name, params);
    return whenRoleKnown(queryClient, (role) => {
      if (askedOnce || queryClient.getQueryState(queryKey)) return;
      askedOnce = true;
      if (!roleMayAccess(role, { resource: entry.name, action: 'list' })) return;
      if (authProvider?.canAccess) {
        const { canAccess } = authProvider;
        queryClient.setQueryDefaults(listAccessKey(entry.name), { staleTime: firstAnswerFresh });
        void queryClient.prefetchQuery({
          queryKey: listAccessKey(entry.name),
          queryFn: () => canAccess({ action: 'list', resource: entry.name }),
        });
      }
      queryClient.setQueryDefaults(queryKey, { staleTime: firstAnswerFresh });
      void queryClient.prefetchQuery({
        queryKey,
        queryFn: () =>
          dataProvider
            .getList(entry.name, params)
            .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
      });
    });
  }, [queryClient, dataProvider, authProvider, store]);
}

/** usePrefetchFirstList in a component of its own: its route subscription re-renders nothing else. */
export function FirstListPrefetch(): null {
  usePrefetchFirstList();
  return null;
}
