import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';

const RecordHistory = lazy(async () => ({ default: (await import('./RecordHistory')).RecordHistory }));

/** A resource's edit view with the record's change history below it. */
export function withHistory(Edit: ComponentType, table: string, resource: string): ComponentType {
  function EditWithHistory() {
    const { id } = useParams();
    return (
      <>
        <Edit />
        {id ? (
          <Suspense fallback={null}>
            <RecordHistory table={table} resource={resource} id={decodeURIComponent(id)} />
          </Suspense>
        ) : null}
      </>
    );
  }
  EditWithHistory.displayName = `WithHistory(${resource})`;
  return EditWithHistory;
}
