import {
  FunctionField,
  ReferenceField,
  SelectInput,
  TextField,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { useRole } from '../../components/RoleGate';
import { ListShell } from '../../components/lists/ListShell';
import { StatusChip, StatusChipField } from '../../components/StatusChipField';
import { DateTimeField } from '../../components/DateFields';
import { useActorName } from '../../components/useAuditActors';
import { formatDateTime } from '../../lib/formatDate';
import type { Tables } from '../../types/database';
import { PROPOSAL_STATUSES } from './proposalStatuses';
import { ApprovalSettingSwitch } from './ApprovalSettingSwitch';

type Proposal = Tables<'card_change_proposals'>;

const filters = [<SelectInput key="status" source="status" choices={PROPOSAL_STATUSES} alwaysOn />];

/**
 * The proposals, the waiting ones first (oldest first); a row opens the proposal with its diff and decisions. An
 * editor sees their own proposals and their state (the decisions and the four-eyes setting are admins').
 */
export function ProposalList() {
  const translate = useTranslate();
  const actorName = useActorName();
  const { role: permissions } = useRole();
  const { identity } = useGetIdentity();
  const isAdmin = permissions === 'admin';
  // An editor's list waits for who they are rather than showing everyone's proposals for a moment.
  if (!isAdmin && !identity) return null;
  const fields = (count: number) => translate('resources.proposals.changed_fields', { smart_count: count });
  return (
    <ListShell<Proposal>
      open="show"
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      filter={isAdmin ? undefined : { proposed_by: identity?.id }}
      sort={{ field: 'created_at', order: 'ASC' }}
      exporter={false}
      bulkActionButtons={false}
      header={isAdmin ? <ApprovalSettingSwitch /> : undefined}
      primaryText={(r) => (
        <ReferenceField record={r} source="card_id" reference="cards" link={false}>
          <TextField source="name" />
        </ReferenceField>
      )}
      secondaryText={(r) =>
        `${actorName(r.proposed_by, '–')} · ${formatDateTime(r.created_at)} · ${fields(Object.keys(r.changes as object).length)}`
      }
      tertiaryText={(r) => <StatusChip choices={PROPOSAL_STATUSES} value={r.status} />}
    >
      <ReferenceField source="card_id" reference="cards" link={false} sortable={false}>
        <TextField source="name" />
      </ReferenceField>
      <FunctionField<Proposal>
        source="changes"
        sortable={false}
        render={(r) => fields(Object.keys(r.changes as object).length)}
      />
      <FunctionField<Proposal> source="proposed_by" render={(r) => actorName(r.proposed_by, '–')} />
      <DateTimeField source="created_at" />
      <StatusChipField source="status" choices={PROPOSAL_STATUSES} />
    </ListShell>
  );
}
