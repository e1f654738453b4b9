import { ConflictAwareEdit } from '../../components/concurrency/ConflictAwareEdit';
import { BankForm } from './BankForm';

export function BankEdit() {
  return (
    <ConflictAwareEdit emptyWhileLoading mutationMode="pessimistic" redirect="show">
      <BankForm canDelete />
    </ConflictAwareEdit>
  );
}
