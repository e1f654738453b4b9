import { Button } from '@mui/material';
import { useCloseNotification, useTranslate } from 'react-admin';
import { TOUCH_MEDIA } from '../../lib/touch';

/**
 * The 'Ångra' of the notice after an edit form's save. The save is already written, so unlike react-admin's
 * undoable notice (which holds a mutation back and guards the page with a "leave site?" prompt until it runs) leaving
 * the page loses nothing: the notice only offers a compensating write. Keeps react-admin's RaNotification-undo class
 * so Ctrl/Cmd+Z (src/layout/useUndoShortcut.ts) presses it.
 */
export function SavedUndoAction({ onUndo }: { onUndo: () => void }) {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Button
      color="inherit"
      size="small"
      className="RaNotification-undo"
      // The notice's own text colour (react-admin's primary.light fails contrast on the dark notice), 44 px by touch.
      sx={{ '&&': { color: 'inherit' }, fontWeight: 700, [TOUCH_MEDIA]: { minHeight: 44 } }}
      onClick={() => {
        close();
        onUndo();
      }}
    >
      {translate('ra.action.undo')}
    </Button>
  );
}
