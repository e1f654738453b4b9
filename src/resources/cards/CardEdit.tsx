import { ConflictAwareEdit } from '../../components/concurrency/ConflictAwareEdit';
import { CardForm } from './CardForm';

export function CardEdit() {
  return (
    <ConflictAwareEdit emptyWhileLoading mutationMode="pessimistic">
      <CardForm />
    </ConflictAwareEdit>
  );
}
