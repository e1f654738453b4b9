import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { SanitizedHtml } from './SanitizedHtml';
import { formatDateTime } from '../../lib/formatDate';

/**
 * The line above the text as the site shows it: when it is (or is planned to be) published and by whom. A
 * scheduled post says "Planerad" so the admin can check the date before it goes out (issue 31 item 8).
 */
function Byline() {
  const translate = useTranslate();
  const status = useWatch({ name: 'status' }) as string | undefined;
  const publishedAt = useWatch({ name: 'published_at' }) as string | null | undefined;
  const author = useWatch({ name: 'author_name' }) as string | null | undefined;
  const when = publishedAt
    ? translate(status === 'published' ? 'app.editorial.byline.published' : 'app.editorial.byline.planned', {
        date: formatDateTime(publishedAt),
      })
    : translate('app.editorial.byline.no_date');
  return (
    <Typography
      variant="body2"
      component="p"
      color="text.secondary"
      gutterBottom
      data-testid="preview-byline"
    >
      {author ? `${when} · ${author}` : when}
    </Typography>
  );
}

/** Förhandsgranska: the post as the site shows it, with its date and author. */
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
          <Byline />
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
