import { useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import {
  useDataProvider,
  useGetRecordRepresentation,
  useNotify,
  useRedirect,
  useTranslate,
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
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);

  /** What was saved, as the notice names it: 'kreditkort SEB Classic' (issue 31: not a bare "Godkänd"). */
  const savedWhat = (saved: RaRecord) => {
    const title = represent(saved);
    const name = translate(`resources.${resource}.forcedCaseName`, { smart_count: 1, _: '' });
    return [name, typeof title === 'string' || typeof title === 'number' ? title : `#${saved.id}`]
      .filter((part) => part !== '')
      .join(' ');
  };
  /** The new status in words, lower case, when the save changed it and the resource names its statuses. */
  const savedStatus = (data: Record<string, unknown>, previousData?: Record<string, unknown>) => {
    if (typeof data.status !== 'string' || data.status === previousData?.status) return '';
    return translate(`resources.${resource}.statuses.${data.status}`, { _: '' }).toLocaleLowerCase('sv');
  };
  const savedMessage = (data: Record<string, unknown>, previousData: Record<string, unknown>) =>
    savedStatus(data, previousData) === ''
      ? 'app.notification.saved_undoable'
      : 'app.notification.saved_status_undoable';

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
    notify(previousData ? savedMessage(data, previousData) : 'ra.notification.updated', {
      type: 'info',
      messageArgs: { smart_count: 1, what: savedWhat(saved), status: savedStatus(data, previousData) },
      ...(previousData && { action: createElement(SavedUndoAction, { onUndo: undo }) }),
    });
    redirect(redirectTo, resource, saved.id, saved);
  };
}
