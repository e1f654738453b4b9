import { Button } from '@mui/material';
import {
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';

export function AssignToMeButton() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const translate = useTranslate();
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
              notify('resources.inquiries.notifications.assigned', { type: 'success' });
              refresh();
            },
            // Someone else assigned or closed it first: say who (the conflict's message) and show it as it is.
            onError: (error) => {
              notify((error as Error).message, { type: 'error' });
              refresh();
            },
          },
        )
      }
    >
      {translate(
        mine ? 'resources.inquiries.action.assigned_to_me' : 'resources.inquiries.action.assign_to_me',
      )}
    </Button>
  );
}
