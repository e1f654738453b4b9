import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { RecordHistory } from './RecordHistory';

/** A resource's edit view with the record's change history below it. */
export function withHistory(Edit: ComponentType, table: string, resource: string): ComponentType {
  function EditWithHistory() {
    const { id } = useParams();
    return (
      <>
        <Edit />
        {id ? <RecordHistory table={table} resource={resource} id={decodeURIComponent(id)} /> : null}
      </>
    );
  }
  EditWithHistory.displayName = `WithHistory(${resource})`;
  return EditWithHistory;
}
