import { ConflictAwareEdit } from '../../components/concurrency/ConflictAwareEdit';
import { CreditRuleSetForm } from './CreditRuleSetForm';

/** The save is undoable afterwards and refused on a stale version, as every edit page's (ConflictAwareEdit). */
export function CreditRuleSetEdit() {
  return (
    <ConflictAwareEdit emptyWhileLoading mutationMode="pessimistic">
      <CreditRuleSetForm />
    </ConflictAwareEdit>
  );
}
