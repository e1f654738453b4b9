import { useEffect, useMemo, useState } from 'react';
import { recordPrefetcher, type RecordView } from './recordPrefetch';
import { ReferenceChoicesPrefetch, type ReferenceChoices } from './form/referenceChoices';

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
 * Issue 24: a tap on a list row should not wait for the form's chunk. Pressing or focusing a row starts the chunk of
 * the record view the rows open at once; spread the returned handlers on an element around the rows.
 */
export function usePrefetchRecordView(resource: string | undefined, type: RecordView) {
  return useMemo(() => {
    const now = () => recordPrefetcher()?.view(resource, type);
    return { onPointerDownCapture: now, onFocusCapture: now };
  }, [resource, type]);
}

/**
 * Once the list shows its rows (`ready`) and the main thread is idle, fetches the record view the rows open and its
 * form's reference suggestions. A component of its own beside the rows, so that its state renders only itself.
 */
export function RecordViewPrefetch({
  resource,
  type,
  ready,
}: {
  resource: string | undefined;
  type: RecordView;
  ready: boolean;
}) {
  const [references, setReferences] = useState<ReferenceChoices[]>();
  useEffect(() => {
    const current = recordPrefetcher();
    if (!ready || !current) return;
    return whenIdle(() => setReferences(current.idle(resource, type)), 500);
  }, [resource, type, ready]);
  return references?.map((choices) => (
    <ReferenceChoicesPrefetch key={`${choices.reference} ${choices.sortBy}`} choices={choices} />
  ));
}
