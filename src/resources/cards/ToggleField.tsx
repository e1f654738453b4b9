import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';

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
  if (!record) return null;
  const checked = Boolean(record[source]);
  const name = String(record.name ?? record.id);
  const label = translate(`resources.${resource}.fields.${source}`);
  return (
    <Switch
      checked={checked}
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
