import type { ReferenceChoices } from './form/referenceChoices';

export type RecordView = 'edit' | 'show';

/**
 * What a list fetches ahead for the view its rows open (issue 24). The views live in src/resources/, a layer above
 * the components, so the app hands the lists its prefetcher with setRecordPrefetcher (src/App.tsx sets the
 * registry's, src/resources/prefetchView.ts); until then a list prefetches nothing.
 */
export interface RecordPrefetcher {
  /** Starts fetching the chunk of a resource's edit or show view (a row pressed or focused). */
  view(resource: string | undefined, type: RecordView): void;
  /**
   * Once the rows are shown and the main thread is idle: starts the view's chunk and names the reference inputs
   * whose suggestions its form reads first (the list fetches those through react-admin's own hooks).
   */
  idle(resource: string | undefined, type: RecordView): ReferenceChoices[] | undefined;
}

let prefetcher: RecordPrefetcher | undefined;

/** Sets (or, with undefined, removes) what every list prefetches (./usePrefetchRecordView.ts reads it). */
export function setRecordPrefetcher(next: RecordPrefetcher | undefined): void {
  prefetcher = next;
}

export const recordPrefetcher = (): RecordPrefetcher | undefined => prefetcher;
