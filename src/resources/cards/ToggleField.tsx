import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { useRoleAccess } from '../../components/RoleGate';

/**
 * A switch in the list that saves one boolean column (published, sponsored). The change is undoable: react-admin
 * shows it at once, names the card in a notice with 'Ångra', and writes only when the notice closes.
 */
export function ToggleField({ source }: { source: string; sortable?: boolean }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
  const may = useRoleAccess();
  if (!record) return null;
  // Publishing is the admins' (an editor sees the state, the switch does nothing: the database refuses it too);
  // the other switches change a card the role may edit, never a published one for an editor.
  const writable = may({
    resource: resource ?? 'cards',
    action: source === 'is_published' || record.is_published ? 'publish' : 'edit',
    record,
  });
  const checked = Boolean(record[source]);
  const name = String(record.name ?? record.id);
  const label = translate(`resources.${resource}.fields.${source}`);
  return (
    <Switch
      checked={checked}
      disabled={!writable}
      inputProps={{ 'aria-label': `${label}: ${name}` }}
      onClick={(event) => event.stopPropagation()}
      onChange={() =>
        update(
          resource ?? 'cards',
          { id: record.id, data: { [source]: !checked }, previousData: record },
          {
            mutationMode: 'undoable',
            onSuccess: () =>
              notify(checked ? 'resources.cards.message.toggled_off' : 'resources.cards.message.toggled_on', {
                type: 'info',
                undoable: true,
                messageArgs: { name, label: label.toLowerCase() },
              }),
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
    />
  );
}
