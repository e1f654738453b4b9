import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { SanitizedHtml } from './SanitizedHtml';

export function PreviewButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const title = useWatch({ name: 'title' }) as string | undefined;
  const excerpt = useWatch({ name: 'excerpt' }) as string | undefined;
  const body = useWatch({ name: 'body' }) as string | undefined;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{translate('app.editorial.preview')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>{title || translate('app.editorial.untitled')}</DialogTitle>
        <DialogContent>
          {excerpt ? (
            <Typography variant="subtitle1" component="p" color="text.secondary" gutterBottom>
              {excerpt}
            </Typography>
          ) : null}
          <SanitizedHtml html={body} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
