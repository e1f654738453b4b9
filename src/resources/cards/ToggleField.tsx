import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';

/** A switch in the list that saves one boolean column at once (published, sponsored). */
export function ToggleField({ source }: { source: string; sortable?: boolean }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const checked = Boolean(record[source]);
  return (
    <Switch
      checked={checked}
      disabled={isPending}
      inputProps={{
        'aria-label': `${translate(`resources.${resource}.fields.${source}`)}: ${record.name as string}`,
      }}
      onClick={(event) => event.stopPropagation()}
      onChange={() =>
        update(
          resource ?? 'cards',
          { id: record.id, data: { [source]: !checked }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
    />
  );
}
