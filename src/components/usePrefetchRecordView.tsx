import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { recordPrefetcher, type RecordView } from './recordPrefetch';

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
    const current = recordPrefetcher();
    if (!ready || !current) return;
    return whenIdle(() => current.idle(resource, type, { queryClient, dataProvider }), 500);
  }, [resource, type, ready, queryClient, dataProvider]);
  return useMemo(() => {
    const now = () => recordPrefetcher()?.view(resource, type);
    return { onPointerDownCapture: now, onFocusCapture: now };
  }, [resource, type]);
}
