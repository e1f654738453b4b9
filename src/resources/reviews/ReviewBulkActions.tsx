import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import {
  useGetIdentity,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
  useUpdateMany,
} from 'react-admin';
import { moderationChanges, type ReviewStatus } from './reviewStatuses';
import { BulkDeleteConfirmButton } from '../../components/BulkDeleteConfirmButton';
import { useSelectedVersions } from '../../components/concurrency/useSelectedVersions';

type Decision = Exclude<ReviewStatus, 'pending'>;

/** What the notice says was done (issue 31 item 8), not only that something was updated. */
const DONE: Record<Decision, string> = {
  approved: 'resources.reviews.message.moderated.approved',
  rejected: 'resources.reviews.message.moderated.rejected',
  spam: 'resources.reviews.message.moderated.spam',
};

export function ReviewBulkActions() {
  const { selectedIds } = useListContext();
  const { identity } = useGetIdentity();
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('reviews');
  const meta = useSelectedVersions();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  const moderate = (status: Decision, why?: string) =>
    updateMany(
      'reviews',
      { ids: selectedIds, data: moderationChanges(status, identity?.id, why), meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(DONE[status], {
            type: 'success',
            messageArgs: { smart_count: selectedIds.length },
          });
          unselectAll();
          refresh();
        },
        onError: (error) => {
          notify((error as Error).message, { type: 'error' });
          // Someone else moderated some of them first: show the list as it now is.
          refresh();
        },
      },
    );

  return (
    <>
      <Button disabled={isPending} onClick={() => moderate('approved')}>
        {translate('resources.reviews.action.approve')}
      </Button>
      <Button disabled={isPending} onClick={() => setRejecting(true)}>
        {translate('resources.reviews.action.reject')}
      </Button>
      <Button disabled={isPending} onClick={() => moderate('spam')}>
        {translate('resources.reviews.action.spam')}
      </Button>
      <BulkDeleteConfirmButton />
      <Dialog open={rejecting} onClose={() => setRejecting(false)}>
        <DialogTitle>
          {translate('resources.reviews.message.reject_title', { smart_count: selectedIds.length })}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label={translate('resources.reviews.fields.rejection_reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            disabled={!reason.trim()}
            onClick={() => {
              setRejecting(false);
              moderate('rejected', reason.trim());
            }}
          >
            {translate('resources.reviews.action.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
