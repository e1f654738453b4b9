import { Alert, List, ListItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The current rule set's check of the card as the proposal would leave it (public.card_change_proposal_problems). */
export function ProposalRuleCheck({ id, version }: { id: number; version: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const problems = useQuery({
    queryKey: ['proposals', 'cardChangeProblems', id, version],
    queryFn: () => dataProvider.cardChangeProblems(id),
  });
  if (problems.isPending)
    return <Alert severity="info">{translate('resources.proposals.rules.checking')}</Alert>;
  if (problems.isError)
    return <Alert severity="warning">{translate('resources.proposals.rules.error')}</Alert>;
  if (!problems.data.length)
    return (
      <Alert severity="success" data-testid="proposal-rules">
        {translate('resources.proposals.rules.ok')}
      </Alert>
    );
  return (
    <Alert severity="error" data-testid="proposal-rules">
      {translate('resources.proposals.rules.problems')}
      <List dense disablePadding>
        {problems.data.map((problem) => (
          <ListItem key={problem.code} disableGutters>
            {problem.message}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
