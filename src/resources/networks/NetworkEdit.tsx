import { ConflictAwareEdit } from '../../components/concurrency/ConflictAwareEdit';
import { NetworkForm } from './NetworkForm';

export function NetworkEdit() {
  return (
    <ConflictAwareEdit emptyWhileLoading mutationMode="pessimistic" redirect="show">
      <NetworkForm canDelete />
    </ConflictAwareEdit>
  );
}
