import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import { CardPreview } from './CardPreview';

/** From this viewport width the preview sits beside the form; below it opens in a dialog. */
export const SIDE_PANEL_MEDIA = '(min-width:1280px)';

/**
 * The card form's content box (TabbedForm's `component`, so inside the form and its values): the tab content
 * with the visitor preview beside it on wide screens, or a 'Förhandsgranska' button and dialog on narrower ones.
 */
export function CardFormWithPreview({ children }: { children?: ReactNode }) {
  const wide = useMediaQuery(SIDE_PANEL_MEDIA, { noSsr: true });
  // One tree at every width, so that the inputs are not remounted when the window crosses 1280 px.
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <CardContent sx={{ flex: 1, minWidth: 0 }}>
        {wide ? null : <CardPreviewDialogButton />}
        {children}
      </CardContent>
      {wide ? <CardPreviewSidePanel /> : null}
    </Box>
  );
}

export function CardPreviewSidePanel() {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="card-preview-panel"
      sx={{
        width: 340,
        flexShrink: 0,
        p: 2,
        borderLeft: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('resources.cards.preview.title')}
      </Typography>
      <CardPreview />
    </Box>
  );
}

export function CardPreviewDialogButton() {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const close = () => setOpen(false);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button
          variant="outlined"
          startIcon={<VisibilityIcon />}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {translate('resources.cards.preview.open')}
        </Button>
      </Box>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        fullScreen={phone}
      >
        <DialogTitle id={titleId}>{translate('resources.cards.preview.title')}</DialogTitle>
        {/* Focusable so that keyboard users can scroll a long preview (axe: scrollable-region-focusable). */}
        <DialogContent dividers tabIndex={0}>
          <CardPreview />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
