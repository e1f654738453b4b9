import { ConflictAwareEdit } from '../../components/concurrency/ConflictAwareEdit';
import { ReferenceRateForm } from './ReferenceRateForm';

/** The save is undoable afterwards and refused on a stale version, as every edit page's (ConflictAwareEdit). */
export function ReferenceRateEdit() {
  return (
    <ConflictAwareEdit emptyWhileLoading mutationMode="pessimistic">
      <ReferenceRateForm />
    </ConflictAwareEdit>
  );
}
