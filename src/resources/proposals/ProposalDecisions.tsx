import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useRole } from '../../components/RoleGate';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../providers/dataProvider';
import { isConflict } from '../../providers/conditionalWrites';
import type { Tables } from '../../types/database';
import { RejectDialog } from './RejectDialog';
import { EditAndApproveDialog } from './EditAndApproveDialog';

type Proposal = Tables<'card_change_proposals'>;
type Card = Tables<'credit_cards'>;

const BUTTON = { minHeight: 48 };

/**
 * Godkänn, Avvisa (with a reason), Redigera och godkänn. The database decides (only another admin approves); a card
 * changed since the proposal shows the conflict, after which "Godkänn ändå" approves over the card as it is now.
 */
export function ProposalDecisions({ proposal, card }: { proposal: Proposal; card: Card }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { role: permissions } = useRole();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'reject' | 'edit' | null>(null);
  if (permissions !== 'admin') return null;

  const done = async (message: string) => {
    notify(message, { type: 'info' });
    await queryClient.invalidateQueries();
    redirect('list', 'proposals');
  };

  const approve = async (options: { changes?: Record<string, unknown>; overwrite?: boolean } = {}) => {
    setBusy(true);
    try {
      const versionOverride = options.overwrite
        ? ((await dataProvider.getOne<Card>('cards', { id: proposal.card_id })).data.version ?? undefined)
        : undefined;
      await dataProvider.approveCardChange(proposal, { changes: options.changes, versionOverride });
      setDialog(null);
      await done('resources.proposals.notifications.approved');
    } catch (error) {
      if (isConflict(error)) setConflict((error as Error).message);
      else notify((error as Error).message, { type: 'error', autoHideDuration: 10_000 });
    } finally {
      setBusy(false);
    }
  };

  const reject = async (reason: string) => {
    setBusy(true);
    try {
      await dataProvider.rejectCardChange(proposal.id, reason);
      setDialog(null);
      await done('resources.proposals.notifications.rejected');
    } catch (error) {
      notify((error as Error).message, { type: 'error', autoHideDuration: 10_000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      {conflict && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              sx={BUTTON}
              disabled={busy}
              onClick={() => void approve({ overwrite: true })}
            >
              {translate('resources.proposals.actions.approve_anyway')}
            </Button>
          }
        >
          {conflict}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<CheckIcon />}
          sx={BUTTON}
          disabled={busy}
          onClick={() => void approve()}
        >
          {translate('resources.proposals.actions.approve')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          sx={BUTTON}
          disabled={busy}
          onClick={() => setDialog('edit')}
        >
          {translate('resources.proposals.actions.edit_and_approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          sx={BUTTON}
          disabled={busy}
          onClick={() => setDialog('reject')}
        >
          {translate('resources.proposals.actions.reject')}
        </Button>
      </Box>
      <RejectDialog
        open={dialog === 'reject'}
        busy={busy}
        onClose={() => setDialog(null)}
        onReject={reject}
      />
      <EditAndApproveDialog
        open={dialog === 'edit'}
        busy={busy}
        changes={proposal.changes as Record<string, unknown>}
        card={card}
        onClose={() => setDialog(null)}
        onApprove={(changes) => void approve({ changes })}
      />
    </Box>
  );
}
