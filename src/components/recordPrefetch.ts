import { useEffect, useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';

export type RecordView = 'edit' | 'show';

/**
 * What a list fetches ahead for the view its rows open (issue 24). The views live in src/resources/, a layer above
 * the components, so the app hands the lists its prefetcher with setRecordPrefetcher (src/App.tsx sets the
 * registry's, src/resources/prefetchView.ts); until then a list prefetches nothing.
 */
export interface RecordPrefetcher {
  /** Starts fetching the chunk of a resource's edit or show view (a row pressed or focused). */
  view(resource: string | undefined, type: RecordView): void;
  /** Once the rows are shown and the main thread is idle: the view's chunk and what its form reads first. */
  idle(
    resource: string | undefined,
    type: RecordView,
    context: { queryClient: QueryClient; dataProvider: DataProvider },
  ): void;
}

let prefetcher: RecordPrefetcher | undefined;

/** Sets (or, with undefined, removes) what every list prefetches. */
export function setRecordPrefetcher(next: RecordPrefetcher | undefined): void {
  prefetcher = next;
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
 * suggestions; pressing or focusing a row before that starts the chunk at once. Spread the returned handlers on an
 * element around the rows.
 */
export function usePrefetchRecordView(resource: string | undefined, type: RecordView, ready: boolean) {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  useEffect(() => {
    const current = prefetcher;
    if (!ready || !current) return;
    return whenIdle(() => current.idle(resource, type, { queryClient, dataProvider }), 500);
  }, [resource, type, ready, queryClient, dataProvider]);
  return useMemo(() => {
    const now = () => prefetcher?.view(resource, type);
    return { onPointerDownCapture: now, onFocusCapture: now };
  }, [resource, type]);
}
