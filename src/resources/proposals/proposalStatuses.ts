import type { StatusChoice } from '../../lib/statuses';

/** card_change_proposals.status (pending → approved or rejected). */
export const PROPOSAL_STATUSES: StatusChoice[] = [
  { id: 'pending', name: 'resources.proposals.statuses.pending', color: 'warning' },
  { id: 'approved', name: 'resources.proposals.statuses.approved', color: 'success' },
  { id: 'rejected', name: 'resources.proposals.statuses.rejected', color: 'error' },
];
