import { useState } from 'react';
import { Button } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { changeSetState } from './changeSetStates';

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

/** An undo row's label by what it undid: "Ångrad prisimport", "Ångrad massändring". */
const UNDO_KEYS: Record<string, string> = {
  bulk_edit: 'app.history.change_kinds.undo_bulk_edit',
  import: 'app.history.change_kinds.undo_import',
};

/**
 * What a change set's history rows need besides their own columns: the kind it was written as (an undo row carries
 * only 'undo' and the change set it undid) and whether it has been undone. Shared by its rows (one per card) through
 * the query cache, and asked for all change sets of the page in one call (changeSetState); react-admin's refresh
 * after an undo reads it again.
 */
function useChangeSetState(changeSet: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['audit_log', 'changeSetState', changeSet],
    queryFn: async () => {
      const state = await changeSetState(dataProvider, changeSet);
      return { kind: state.change_kind, undone: state.undone };
    },
  });
}

/**
 * "Massändring" / "Prisimport" / "Ångrad prisimport" after a history row written by a bulk write, and for a bulk
 * edit or an import not yet undone the button that undoes the whole change set after a confirmation; once undone,
 * "ångrad" instead (the button stayed and its second undo blamed "en annan administratör", issue 31). A card changed
 * since refuses the undo: the Swedish conflict message (who changed it, when) and nothing changes.
 */
export function ChangeSetNote({ row }: { row: ChangeSetColumns }) {
  if (!row.change_set || !row.change_kind) return null;
  return <ChangeSetState changeSet={row.change_set} kind={row.change_kind} />;
}

function ChangeSetState({ changeSet, kind }: { changeSet: string; kind: string }) {
  const translate = useTranslate();
  const state = useChangeSetState(changeSet);
  const label = kind === 'undo' && state.data?.kind ? UNDO_KEYS[state.data.kind]! : (KIND_KEYS[kind] ?? kind);
  return (
    <>
      {' · '}
      {translate(label)}
      {kind !== 'undo' &&
        state.data &&
        (state.data.undone ? (
          ` · ${translate('app.history.change_set_undone')}`
        ) : (
          <UndoChangeSetButton changeSet={changeSet} kind={kind} />
        ))}
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
