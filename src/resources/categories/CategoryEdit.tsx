import { ConflictAwareEdit } from '../../components/concurrency/ConflictAwareEdit';
import { CategoryForm } from './CategoryForm';

export function CategoryEdit() {
  return (
    <ConflictAwareEdit emptyWhileLoading mutationMode="pessimistic">
      <CategoryForm />
    </ConflictAwareEdit>
  );
}
