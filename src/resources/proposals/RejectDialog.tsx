import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Avvisa: the reason is required (the database refuses a rejection without one as well). */
export function RejectDialog({
  open,
  busy,
  onClose,
  onReject,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!missing) void onReject(reason.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reject-proposal-title" fullWidth maxWidth="sm">
      <DialogTitle id="reject-proposal-title">{translate('resources.proposals.reject.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required
          margin="dense"
          label={translate('resources.proposals.fields.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={touched && missing}
          helperText={touched && missing ? translate('app.errors.proposals.reason_required') : ' '}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {translate('ra.action.cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={submit} sx={{ minHeight: 48 }}>
          {translate('resources.proposals.actions.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
