import { ConflictAwareEdit } from '../../components/concurrency/ConflictAwareEdit';
import { EditorialForm } from '../../components/editorial/EditorialForm';
import { prepareEditorial } from '../../components/editorial/editorialStatuses';

export function NewsEdit() {
  return (
    <ConflictAwareEdit
      emptyWhileLoading
      mutationMode="pessimistic"
      transform={(data) => prepareEditorial(data)}
    >
      <EditorialForm />
    </ConflictAwareEdit>
  );
}
