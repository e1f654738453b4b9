import { resourceRegistry } from './registry';
import type { ResourceEntry } from './types';
import type { LazyView } from './lazyView';
import type { RecordPrefetcher, RecordView } from '../components/recordPrefetch';

const isLazyView = (view: unknown): view is LazyView =>
  typeof (view as Partial<LazyView> | undefined)?.preload === 'function';

/**
 * The lists' prefetcher (src/components/recordPrefetch.ts, read by usePrefetchRecordView.ts) over the resource registry: a view's chunk, and for an
 * edit view its form's reference suggestions (the entry's `formReferences`) and `withEdit`, what the app shows
 * with every edit view (src/App.tsx: the record's history).
 */
export function registryPrefetcher(withEdit: () => void = () => undefined): RecordPrefetcher {
  /** Fetches (once) the chunk of a resource's edit or show view; a failure is left to the view's own load. */
  const view = (resource: string | undefined, type: RecordView) => {
    const found = resourceRegistry.find((entry) => entry.name === resource)?.views[type];
    if (isLazyView(found)) found.preload().catch(() => undefined);
    if (type === 'edit' && found) withEdit();
  };
  return {
    view,
    idle(resource, type) {
      view(resource, type);
      // The form's suggestions too (an edit form's reference inputs), so that it renders once with them.
      return type === 'edit'
        ? resourceRegistry.find((entry) => entry.name === resource)?.formReferences
        : undefined;
    },
  };
}

/**
 * The registry entry and the kind of view react-admin's resource routes show at `path` (inside the /admin basename):
 * `/cards` its list, `/cards/create`, `/cards/12` (edit) or `/cards/12/show`; undefined for any other route.
 */
export function routeEntryOf(path: string): { entry: ResourceEntry; kind: RouteViewKind } | undefined {
  const [, name, second, third] = path.split('/');
  const entry = resourceRegistry.find((candidate) => candidate.name === name);
  if (!entry) return undefined;
  return {
    entry,
    kind: !second ? 'list' : second === 'create' ? 'create' : third === 'show' ? 'show' : 'edit',
  };
}

type RouteViewKind = 'list' | 'create' | 'edit' | 'show';

/** The lazily loaded view the route `path` shows (routeEntryOf), if it is one. */
export function routeViewOf(path: string): LazyView | undefined {
  const route = routeEntryOf(path);
  const view = route?.entry.views[route.kind];
  return isLazyView(view) ? view : undefined;
}

/**
 * Fetches the chunk of the view a page opened by URL shows while react-admin's auth checks run (issue 36): the
 * first list view by URL otherwise asked for its chunks only after the checks, in series. A failure is left to the
 * view's own load.
 */
export function preloadRouteView(path: string): void {
  routeViewOf(path)
    ?.preload()
    .catch(() => undefined);
}
