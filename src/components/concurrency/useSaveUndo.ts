import { useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import {
  useDataProvider,
  useNotify,
  useRedirect,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { SavedUndoAction } from './SavedUndoAction';

interface SavedVariables {
  data?: Record<string, unknown>;
  previousData?: Record<string, unknown>;
}

/**
 * The edit forms' save with undo (issue 22): the form saves at once (pessimistic, so a conflict still opens its
 * dialog), then the usual "updated" notice carries 'Ångra' (Ctrl/Cmd+Z, src/layout/useUndoShortcut.ts). Undo writes
 * the loaded values of the fields the save changed back over the saved record, as a conditional write on the saved
 * version: if someone changed the record meanwhile, the conflict message says so and nothing is overwritten.
 */
export function useSaveUndo(resource: string, redirectTo: RedirectionSideEffect) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();

  return (saved: RaRecord, variables: unknown) => {
    const { data = {}, previousData } = (variables ?? {}) as SavedVariables;
    const undo = () => {
      if (!previousData) return;
      const restored = Object.fromEntries(Object.keys(data).map((key) => [key, previousData[key] ?? null]));
      dataProvider
        .update(resource, { id: saved.id, data: { ...saved, ...restored }, previousData: saved })
        .then(async () => {
          await queryClient.invalidateQueries({ queryKey: [resource] });
          notify('app.notification.save_undone', { type: 'info' });
        })
        .catch((error: unknown) => notify((error as Error).message, { type: 'error' }));
    };
    // Not react-admin's `undoable` notice: that one is for a write held back until the notice closes and guards
    // the page with "leave site?" meanwhile; this save is already written (issue 31).
    notify(previousData ? 'app.notification.saved_undoable' : 'ra.notification.updated', {
      type: 'info',
      messageArgs: { smart_count: 1 },
      ...(previousData && { action: createElement(SavedUndoAction, { onUndo: undo }) }),
    });
    redirect(redirectTo, resource, saved.id, saved);
  };
}
