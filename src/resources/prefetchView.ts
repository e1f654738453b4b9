import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { resourceRegistry } from './registry';
import type { LazyView } from './lazyView';
import { prefetchReferenceChoices } from '../components/form/referenceChoices';
import { preloadRecordHistory } from '../history/withHistory';

type RecordView = 'edit' | 'show';

const isLazyView = (view: unknown): view is LazyView =>
  typeof (view as Partial<LazyView> | undefined)?.preload === 'function';

/** Fetches (once) the chunk of a resource's edit or show view; a failure is left to the view's own load. */
export function prefetchRecordView(resource: string | undefined, type: RecordView): void {
  const view = resourceRegistry.find((entry) => entry.name === resource)?.views[type];
  if (isLazyView(view)) view.preload().catch(() => undefined);
  // An edit view shows the record's history below the form (src/history/withHistory.tsx).
  if (type === 'edit' && view) preloadRecordHistory();
}

/** Runs `task` when the main thread is idle (at the latest after `timeout` ms); returns a cancel function. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: after the frames that show the rows.
  const id = window.setTimeout(task, 300);
  return () => window.clearTimeout(id);
}

/**
 * Issue 24: a tap on a list row should not wait for the form's chunk. Once the list shows its rows (`ready`) and
 * the main thread is idle, the record view the rows open is fetched and evaluated, with its form's reference
 * suggestions (the entry's `formReferences`); pressing or focusing a row before that starts the chunk at once. Spread the returned handlers on an element around the rows.
 */
export function usePrefetchRecordView(resource: string | undefined, type: RecordView, ready: boolean) {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  useEffect(() => {
    if (!ready) return;
    return whenIdle(() => {
      prefetchRecordView(resource, type);
      // The form's suggestions too (an edit form's reference inputs), so that it renders once with them.
      const references = resourceRegistry.find((entry) => entry.name === resource)?.formReferences;
      if (type === 'edit' && references)
        prefetchReferenceChoices(queryClient, dataProvider, references).catch(() => undefined);
    }, 500);
  }, [resource, type, ready, queryClient, dataProvider]);
  return useMemo(() => {
    const now = () => prefetchRecordView(resource, type);
    return { onPointerDownCapture: now, onFocusCapture: now };
  }, [resource, type]);
}
