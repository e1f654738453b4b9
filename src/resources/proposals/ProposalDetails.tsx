import { Box, Stack, Typography } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { StatusChip } from '../../components/StatusChipField';
import { useActorName } from '../../components/useAuditActors';
import { formatDateTime } from '../../lib/formatDate';
import type { Tables } from '../../types/database';
import { PROPOSAL_STATUSES } from './proposalStatuses';
import { ProposalDiff } from './ProposalDiff';
import { ProposalRuleCheck } from './ProposalRuleCheck';
import { ProposalDecisions } from './ProposalDecisions';

type Proposal = Tables<'card_change_proposals'>;
type Card = Tables<'credit_cards'>;

export function ProposalDetails() {
  const record = useRecordContext<Proposal>();
  const translate = useTranslate();
  const actorName = useActorName();
  const card = useGetOne<Card>('cards', { id: record?.card_id }, { enabled: Boolean(record) });
  if (!record) return null;
  const changes = record.changes as Record<string, unknown>;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box>
        <Typography variant="h6" component="h2">
          {card.data ? <Link to={`/cards/${record.card_id}`}>{card.data.name}</Link> : `#${record.card_id}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="proposal-meta">
          {translate('resources.proposals.proposed_by', {
            name: actorName(record.proposed_by, '–'),
            at: formatDateTime(record.created_at),
          })}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <StatusChip choices={PROPOSAL_STATUSES} value={record.status} />
        </Box>
        {record.status !== 'pending' && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('resources.proposals.decided_by', {
              name: actorName(record.decided_by, '–'),
              at: formatDateTime(record.decided_at),
            })}
          </Typography>
        )}
        {record.reason && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('resources.proposals.fields.reason')}: {record.reason}
          </Typography>
        )}
      </Box>
      <ProposalDiff changes={changes} card={card.data} />
      <ProposalRuleCheck id={record.id} version={record.version} />
      {record.status === 'pending' && card.data && <ProposalDecisions proposal={record} card={card.data} />}
    </Stack>
  );
}
