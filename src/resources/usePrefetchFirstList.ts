import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useAuthProvider, useDataProvider, useStoreContext, type GetListParams } from 'react-admin';
import { roleMayAccess } from '../lib/access';
import type { ListQuery } from '../lib/listQuery';
import { routeEntryOf } from './prefetchView';
import { useWhenRoleKnown } from './useWhenRoleKnown';

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

/** The list the layout opened on, when it declares its opening query and will open on it. */
interface FirstList {
  resource: string;
  params: Omit<GetListParams, 'signal'>;
}

/**
 * The first list, decided once per load at the layout's first render, and whether its rows have settled: answered,
 * not asked after all, or ROWS_WAIT_MS passed. Never back: a page shown once stays.
 */
let firstRows: { list: FirstList | undefined; settled: boolean; asked: boolean } | undefined;
/** Whether the layout holds the page: a first list whose rows have not settled. */
const holdingPage = () => firstRows?.list !== undefined && !firstRows.settled;
const rowsListeners = new Set<() => void>();
/** At most this long: a slow answer shows the list page (and its skeleton) rather than the static shell. */
const ROWS_WAIT_MS = 3_000;

function settleRows(): void {
  if (!firstRows || !holdingPage()) return;
  firstRows.settled = true;
  rowsListeners.forEach((listener) => listener());
}

function decideFirstList(
  opened: { pathname: string; search: string },
  stored: (resource: string) => unknown,
): FirstList | undefined {
  if (!firstRows) {
    const route = routeEntryOf(opened.pathname);
    const entry = route?.kind === 'list' ? route.entry : undefined;
    const query = entry?.listQuery;
    const list =
      entry && query && opensOnQuery(stored(entry.name), opened.search, query)
        ? { resource: entry.name, params: firstPageParams(query) }
        : undefined;
    firstRows = { list, settled: false, asked: false };
    if (list) setTimeout(settleRows, ROWS_WAIT_MS);
  }
  return firstRows.list;
}

/**
 * False while the rows of the list the layout opened on are being asked for (at most ROWS_WAIT_MS): the layout holds
 * the page meanwhile, so that the list mounts once, with its rows, in a time-sliced render (issue 36). Before, when
 * the role had answered by the layout's first render, the list mounted in that render without them, and their
 * answer rendered it again.
 */
export function useFirstListRowsSettled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      rowsListeners.add(listener);
      return () => rowsListeners.delete(listener);
    },
    () => !holdingPage(),
  );
}

/** For tests: forget this load's first list. */
export function resetFirstList(): void {
  firstRows = undefined;
}

/**
 * A list opened by URL asks for its first page as soon as the role is known, into the query react-admin's list
 * reads (issue 36). The list otherwise asked only after the layout, the list page and its filter form had rendered
 * and its access check had answered: ~1.5 s after the role on a throttled tablet. Rendered first in the layout, it
 * decides in the layout's first render whether it will ask (useFirstListRowsSettled then holds the page), and asks in
 * that render when react-admin's cache already has the role, else when the role answers. Once per load, only for an
 * entry with a `listQuery` that the role may list, only when the list will open on that query (else the list asks as
 * usual) and has not asked yet. Its access check is answered too (from the role, no request), so that the list's
 * first render has its rows. Through react-admin's data provider hook, so that the answer's prefetched references
 * fill its cache as the list's own call would. The answer counts as fresh for the list's first mount, so the list
 * does not ask again; later visits refetch as react-admin does.
 */
export function usePrefetchFirstList(): void {
  // Only the page the layout opened on counts (decided once): a later navigation is the user's, its list asks as usual.
  const opened = useLocation();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const authProvider = useAuthProvider();
  const store = useStoreContext();
  // In the layout's first render, before LayoutPage below reads useFirstListRowsSettled (idempotent: once per load).
  const list = decideFirstList(opened, (resource) => store.getItem(`${resource}.listParams`));
  const ask = useCallback(
    (role: unknown) => {
      if (!list || !firstRows || firstRows.asked) return;
      firstRows.asked = true;
      const queryKey = listQueryKey(list.resource, list.params);
      if (
        queryClient.getQueryState(queryKey) ||
        !roleMayAccess(role, { resource: list.resource, action: 'list' })
      ) {
        settleRows();
        return;
      }
      if (authProvider?.canAccess) {
        const { canAccess } = authProvider;
        queryClient.setQueryDefaults(listAccessKey(list.resource), { staleTime: firstAnswerFresh });
        void queryClient.prefetchQuery({
          queryKey: listAccessKey(list.resource),
          queryFn: () => canAccess({ action: 'list', resource: list.resource }),
        });
      }
      queryClient.setQueryDefaults(queryKey, { staleTime: firstAnswerFresh });
      void queryClient
        .prefetchQuery({
          queryKey,
          queryFn: () =>
            dataProvider
              .getList(list.resource, list.params)
              .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
        })
        .finally(settleRows);
    },
    [list, queryClient, dataProvider, authProvider],
  );
  useWhenRoleKnown(list !== undefined, ask);
}

/** usePrefetchFirstList in a component of its own: its route subscription re-renders nothing else. */
export function FirstListPrefetch(): null {
  usePrefetchFirstList();
  return null;
}
