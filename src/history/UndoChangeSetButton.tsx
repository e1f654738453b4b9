import { useState } from 'react';
import { Button } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** audit_log's change set columns: the bulk edit or import a history row belongs to (migration 20261126120000). */
export interface ChangeSetColumns {
  change_set?: string | null;
  change_kind?: string | null;
}

const KIND_KEYS: Record<string, string> = {
  bulk_edit: 'app.history.change_kinds.bulk_edit',
  import: 'app.history.change_kinds.import',
  undo: 'app.history.change_kinds.undo',
};

/**
 * "Massändring" / "Prisimport" / "Ångrad massändring" after a history row written by a bulk write, and for a bulk
 * edit or an import the button that undoes the whole change set after a confirmation. A card changed since refuses
 * the undo: the Swedish conflict message (who changed it, when) and nothing changes.
 */
export function ChangeSetNote({ row }: { row: ChangeSetColumns }) {
  const translate = useTranslate();
  if (!row.change_set || !row.change_kind) return null;
  return (
    <>
      {' · '}
      {translate(KIND_KEYS[row.change_kind] ?? row.change_kind)}
      {row.change_kind !== 'undo' && (
        <UndoChangeSetButton changeSet={row.change_set} kind={row.change_kind} />
      )}
    </>
  );
}

function UndoChangeSetButton({ changeSet, kind }: { changeSet: string; kind: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const undo = async () => {
    setBusy(true);
    try {
      const count = await dataProvider.undoCardChanges(changeSet);
      notify('resources.cards.bulk_edit.undone', { type: 'info', messageArgs: { smart_count: count } });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), {
        type: 'error',
        autoHideDuration: 10_000,
      });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<UndoIcon />}
        onClick={() => setOpen(true)}
        disabled={busy}
        sx={{ ml: 1, minHeight: 44 }}
      >
        {translate('app.history.undo_change_set.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.history.undo_change_set.title"
        titleTranslateOptions={{ kind: translate(KIND_KEYS[kind] ?? kind).toLowerCase() }}
        content="app.history.undo_change_set.content"
        confirm="app.history.undo_change_set.button"
        onConfirm={() => void undo()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
