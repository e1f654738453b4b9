import { useQueryClient } from '@tanstack/react-query';
import {
  useAddUndoableMutation,
  useDataProvider,
  useNotify,
  useRedirect,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';

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
  const addUndoableMutation = useAddUndoableMutation();

  return (saved: RaRecord, variables: unknown) => {
    const { data = {}, previousData } = (variables ?? {}) as SavedVariables;
    if (previousData) {
      const restored = Object.fromEntries(Object.keys(data).map((key) => [key, previousData[key] ?? null]));
      addUndoableMutation(({ isUndo }) => {
        if (!isUndo) return;
        dataProvider
          .update(resource, { id: saved.id, data: { ...saved, ...restored }, previousData: saved })
          .then(async () => {
            await queryClient.invalidateQueries({ queryKey: [resource] });
            notify('app.notification.save_undone', { type: 'info' });
          })
          .catch((error: unknown) => notify((error as Error).message, { type: 'error' }));
      });
    }
    notify('app.notification.saved_undoable', { type: 'info', undoable: Boolean(previousData) });
    redirect(redirectTo, resource, saved.id, saved);
  };
}
