import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ChangeSetKind } from '../../../providers/bulkUpdateCards';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { changesToWrite, type PreviewRow } from './bulkOperations';
import { BulkPreviewTable } from './BulkPreviewTable';

export interface ChangePreviewDialogProps {
  /** The dialog's id prefix and heading. */
  id: string;
  title: string;
  /** Which bulk write this is (the history names it and offers its undo). */
  kind: ChangeSetKind;
  /** Each card's old → new values and refusals, as previewed. */
  rows: PreviewRow[];
  /** False while the input itself is incomplete or wrong (nothing to apply, no refusal count shown). */
  ready?: boolean;
  /** The warning shown when rows are refused (an i18n key taking smart_count). */
  refusedKey: string;
  /** An i18n key added to that warning: what the admin can do about the refusals (e.g. recompute the example). */
  refusedHint?: string;
  /** The apply button's label (an i18n key taking smart_count). */
  applyKey: string;
  onClose: () => void;
  /** What the editor fills in before the preview (operations, file and mapping); hidden once applied. */
  children: ReactNode;
}

/**
 * The preview / apply / undo block the bulk field edit and the price-list import share: the rows' old → new values
 * and refusals, one all-or-nothing write through the data provider's bulkUpdateCards as one change set, and Ångra right after (the
 * history's undo of the same change set, public.undo_card_changes).
 */
export function ChangePreviewDialog({
  id,
  title,
  kind,
  rows,
  ready = true,
  refusedKey,
  refusedHint,
  applyKey,
  onClose,
  children,
}: ChangePreviewDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [applied, setApplied] = useState<{ rows: PreviewRow[]; changeSet: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refused = rows.filter((row) => Object.keys(row.errors).length > 0);
  const toWrite = changesToWrite(rows);

  const run = async (write: () => Promise<number>, message: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const count = await write();
      notify(message, { type: 'info', messageArgs: { smart_count: count } });
      refresh();
      return true;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const apply = () =>
    run(async () => {
      const written = await dataProvider.bulkUpdateCards(toWrite, kind);
      setApplied({ rows, changeSet: written.changeSet });
      return written.count;
    }, 'resources.cards.bulk_edit.applied');
  const undo = async () => {
    if (await run(() => dataProvider.undoCardChanges(applied!.changeSet), 'resources.cards.bulk_edit.undone'))
      onClose();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {!applied && children}
        {applied && (
          <Alert severity="success" sx={{ my: 1 }}>
            {translate('resources.cards.bulk_edit.applied', {
              smart_count: changesToWrite(applied.rows).length,
            })}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ my: 1 }}>
            {failure}
          </Alert>
        )}
        {!applied && ready && refused.length > 0 && (
          <Alert severity="warning" sx={{ my: 1 }}>
            {translate(refusedKey, { smart_count: refused.length })}
            {refusedHint && ` ${translate(refusedHint)}`}
          </Alert>
        )}
        <BulkPreviewTable rows={applied?.rows ?? rows} />
      </DialogContent>
      <DialogActions>
        {applied ? (
          <>
            <Button disabled={busy} onClick={() => void undo()}>
              {translate('resources.cards.bulk_edit.undo')}
            </Button>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button
              variant="contained"
              disabled={busy || !ready || refused.length > 0 || toWrite.length === 0}
              onClick={() => void apply()}
            >
              {toWrite.length === 0
                ? translate('resources.cards.bulk_edit.nothing_to_apply')
                : translate(applyKey, { smart_count: toWrite.length })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
