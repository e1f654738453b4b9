import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Edit,
  useDataProvider,
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
  type EditProps,
  type HttpError,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { isConflict } from '../../providers/conditionalWrites';
import { ConflictDialog } from './ConflictDialog';
import { EditorsNotice } from './Presence';
import { useParams } from 'react-router-dom';
import { myChangesOver, valueText } from './conflictFields';
import { useSaveUndo } from './useSaveUndo';

interface Conflict {
  id: RaRecord['id'];
  message: string;
  loaded: Record<string, unknown>;
  mine: Record<string, unknown>;
  theirs: Record<string, unknown> | null;
}

interface SaveVariables {
  id: RaRecord['id'];
  data: Record<string, unknown>;
  previousData: Record<string, unknown>;
}

/**
 * react-admin's Edit (pessimistic) whose save is undoable afterwards (useSaveUndo) and whose save, when someone else saved the record first (409 from the
 * conditional writes), keeps the form as it is and opens the conflict dialog: keep theirs (reload the form with
 * their record), overwrite knowingly (my changes on their record, marked in the audit log), or copy my text.
 */
export function ConflictAwareEdit({ children, mutationOptions, ...props }: EditProps) {
  const resource = useResourceContext(props) ?? '';
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key remounts the form with the record as it now is ("keep theirs").
  const [generation, setGeneration] = useState(0);
  const routeId = useParams<{ id: string }>().id;
  const id = props.id ?? (routeId === undefined ? undefined : decodeURIComponent(routeId));
  const onSuccess = useSaveUndo(resource, (props.redirect ?? 'list') as RedirectionSideEffect);

  const onError = async (error: unknown, variables: unknown) => {
    if (!isConflict(error)) {
      const validation = (error as HttpError)?.body?.errors;
      if (!validation || !Object.keys(validation).length)
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      return;
    }
    const { id, data, previousData } = variables as SaveVariables;
    const theirs = error.body.deleted
      ? null
      : await dataProvider
          .getOne(resource, { id })
          .then((result) => result.data as Record<string, unknown>)
          .catch(() => null);
    setConflict({ id, message: error.message, loaded: previousData, mine: data, theirs });
  };

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: [resource, 'getOne'] });
    setConflict(null);
    setGeneration((n) => n + 1);
  };

  const overwrite = async () => {
    if (!conflict?.theirs) return;
    setBusy(true);
    try {
      await dataProvider.update(resource, {
        id: conflict.id,
        data: myChangesOver(conflict.loaded, conflict.theirs, conflict.mine),
        previousData: conflict.theirs,
        meta: { overwrite: true },
      });
      await queryClient.invalidateQueries({ queryKey: [resource] });
      setConflict(null);
      notify('app.conflict.overwritten', { type: 'success' });
      redirect((props.redirect ?? 'list') as RedirectionSideEffect, resource, conflict.id);
    } catch (error) {
      // Changed yet again meanwhile: show the newest version.
      await onError(error, { id: conflict.id, data: conflict.mine, previousData: conflict.loaded });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!conflict) return;
    const text = Object.entries(conflict.mine)
      .filter(([key, value]) => valueText(value) !== '' && !['id', 'version'].includes(key))
      .map(
        ([key, value]) =>
          `${translate(`resources.${resource}.fields.${key}`, { _: key })}: ${valueText(value)}`,
      )
      .join('\n');
    try {
      await navigator.clipboard.writeText(text);
      notify('app.conflict.copied', { type: 'info' });
    } catch {
      notify('app.conflict.copy_failed', { type: 'warning' });
    }
  };

  return (
    <>
      <EditorsNotice resource={resource} id={id} />
      <Edit
        key={generation}
        {...props}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess, ...mutationOptions, onError }}
      >
        {children}
      </Edit>
      {conflict && (
        <ConflictDialog
          resource={resource}
          message={conflict.message}
          loaded={conflict.loaded}
          theirs={conflict.theirs}
          mine={conflict.mine}
          busy={busy}
          onKeepTheirs={reload}
          onOverwrite={overwrite}
          onCopy={copy}
          onClose={() => setConflict(null)}
        />
      )}
    </>
  );
}
