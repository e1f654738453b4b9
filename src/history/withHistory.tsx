import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { WhenIdle } from '../components/WhenIdle';

const loadRecordHistory = () => import('./RecordHistory');
const RecordHistory = lazy(async () => ({ default: (await loadRecordHistory()).RecordHistory }));

/** Fetches the history's chunk ahead of an edit view's first open (a list does it when idle, issue 24). */
export const preloadRecordHistory = (): void => void loadRecordHistory().catch(() => undefined);

/** A resource's edit view with the record's change history below it (loaded once the page has settled). */
export function withHistory(Edit: ComponentType, table: string, resource: string): ComponentType {
  function EditWithHistory() {
    const { id } = useParams();
    return (
      <>
        <Edit />
        {id ? (
          <WhenIdle>
            <Suspense fallback={null}>
              <RecordHistory table={table} resource={resource} id={decodeURIComponent(id)} />
            </Suspense>
          </WhenIdle>
        ) : null}
      </>
    );
  }
  EditWithHistory.displayName = `WithHistory(${resource})`;
  return EditWithHistory;
}
