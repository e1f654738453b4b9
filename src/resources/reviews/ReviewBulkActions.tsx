import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import {
  BulkDeleteButton,
  useGetIdentity,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
  useUpdateMany,
} from 'react-admin';
import { moderationChanges, type ReviewStatus } from './reviewStatuses';

export function ReviewBulkActions() {
  const { selectedIds } = useListContext();
  const { identity } = useGetIdentity();
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('reviews');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  const moderate = (status: ReviewStatus, why?: string) =>
    updateMany(
      'reviews',
      { ids: selectedIds, data: moderationChanges(status, identity?.id, why) },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${selectedIds.length} recensioner uppdaterades`, { type: 'success' });
          unselectAll();
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );

  return (
    <>
      <Button disabled={isPending} onClick={() => moderate('approved')}>
        Godkänn
      </Button>
      <Button disabled={isPending} onClick={() => setRejecting(true)}>
        Avvisa
      </Button>
      <Button disabled={isPending} onClick={() => moderate('spam')}>
        Skräppost
      </Button>
      <BulkDeleteButton mutationMode="pessimistic" />
      <Dialog open={rejecting} onClose={() => setRejecting(false)}>
        <DialogTitle>Avvisa {selectedIds.length} recensioner</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label="Skäl (visas i beslutet)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>Avbryt</Button>
          <Button
            disabled={!reason.trim()}
            onClick={() => {
              setRejecting(false);
              moderate('rejected', reason.trim());
            }}
          >
            Avvisa
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
