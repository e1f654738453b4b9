import { Show } from 'react-admin';
import { ProposalDetails } from './ProposalDetails';

/** One proposal: the card, who proposed it, the diff with the fields' Swedish labels, the rule check, decisions. */
export function ProposalShow() {
  return (
    <Show emptyWhileLoading actions={false}>
      <ProposalDetails />
    </Show>
  );
}
