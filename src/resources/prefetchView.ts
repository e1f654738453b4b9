import { useEffect, useMemo } from 'react';
import { resourceRegistry } from './registry';
import type { LazyView } from './lazyView';

type RecordView = 'edit' | 'show';

const isLazyView = (view: unknown): view is LazyView =>
  typeof (view as Partial<LazyView> | undefined)?.preload === 'function';

/** Fetches (once) the chunk of a resource's edit or show view; a failure is left to the view's own load. */
export function prefetchRecordView(resource: string | undefined, type: RecordView): void {
  const view = resourceRegistry.find((entry) => entry.name === resource)?.views[type];
  if (isLazyView(view)) view.preload().catch(() => undefined);
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
 * the main thread is idle, the record view the rows open is fetched and evaluated; pressing or focusing a row
 * before that starts it at once. Spread the returned handlers on an element around the rows.
 */
export function usePrefetchRecordView(resource: string | undefined, type: RecordView, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    return whenIdle(() => prefetchRecordView(resource, type), 500);
  }, [resource, type, ready]);
  return useMemo(() => {
    const now = () => prefetchRecordView(resource, type);
    return { onPointerDownCapture: now, onFocusCapture: now };
  }, [resource, type]);
}
