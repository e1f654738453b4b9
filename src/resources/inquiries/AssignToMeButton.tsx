import { Button } from '@mui/material';
import { useGetIdentity, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';

export function AssignToMeButton() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || !identity) return null;
  const mine = record.assigned_to === identity.id;
  return (
    <Button
      variant="outlined"
      disabled={mine || isPending}
      onClick={() =>
        update(
          'inquiries',
          {
            id: record.id,
            data: {
              assigned_to: identity.id,
              status: record.status === 'pending' ? 'in_progress' : record.status,
            },
            previousData: record,
          },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('Förfrågan är tilldelad dig', { type: 'success' });
              refresh();
            },
          },
        )
      }
    >
      {mine ? 'Tilldelad dig' : 'Tilldela mig'}
    </Button>
  );
}
