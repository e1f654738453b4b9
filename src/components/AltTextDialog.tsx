import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Asks the description (alt text) of a picture about to go into a text, in the app's own dialog instead of the
 * browser's prompt() (issue 31 item 8): labelled, in Swedish, usable by touch and keyboard. Empty means decorative.
 */
export function AltTextDialog({
  src,
  onInsert,
  onCancel,
}: {
  /** The picture's URL; the dialog is open while it is set. */
  src: string | null;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const [alt, setAlt] = useState('');
  const close = () => {
    setAlt('');
    onCancel();
  };
  const insert = () => {
    onInsert(alt.trim());
    setAlt('');
  };
  return (
    <Dialog open={src !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="alt-text-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          insert();
        }}
      >
        <DialogTitle id="alt-text-title">{translate('app.image.alt_dialog.title')}</DialogTitle>
        <DialogContent>
          {src ? <img src={src} alt="" style={{ maxWidth: '100%', maxHeight: 160, display: 'block' }} /> : null}
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            label={translate('app.image.alt_dialog.label')}
            helperText={translate('app.image.alt_dialog.helper')}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.image.alt_dialog.insert')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
