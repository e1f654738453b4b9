import {
  DeleteWithConfirmButton,
  useGetManyReference,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useRoleAccess } from './RoleGate';

const HAS_CARDS = {
  bank_id: 'resources.banks.message.has_cards',
  network_id: 'resources.networks.message.has_cards',
} as const;

/**
 * Deletes only when no card refers to the record; otherwise says how many do (the database refuses too). The
 * confirmation names the record through resources.<name>.message.delete_title, like every other delete.
 */
export function GuardedDeleteButton({ target }: { target: 'bank_id' | 'network_id' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const may = useRoleAccess();
  const { total, isPending } = useGetManyReference(
    'cards',
    { target, id: record?.id, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: Boolean(record?.id) },
  );
  if (
    !record?.id ||
    !may({ resource: target === 'bank_id' ? 'banks' : 'networks', action: 'delete', record })
  )
    return null;
  // Until the cards are counted, deleting is not offered: a click must never reach the confirm dialog by a race.
  if (isPending) {
    return (
      <Button color="error" startIcon={<DeleteIcon />} disabled>
        {translate('ra.action.delete')}
      </Button>
    );
  }
  if (total && total > 0) {
    return (
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() =>
          notify(HAS_CARDS[target], {
            type: 'warning',
            messageArgs: { smart_count: total },
          })
        }
      >
        {translate('ra.action.delete')}
      </Button>
    );
  }
  return <DeleteWithConfirmButton mutationMode="pessimistic" />;
}
