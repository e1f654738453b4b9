import { DeleteWithConfirmButton, useGetManyReference, useNotify, useRecordContext } from 'react-admin';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';

/** Deletes only when no card refers to the record; otherwise says how many do (the database refuses too). */
export function GuardedDeleteButton({ target, noun }: { target: 'bank_id' | 'network_id'; noun: string }) {
  const record = useRecordContext();
  const notify = useNotify();
  const { total, isPending } = useGetManyReference(
    'cards',
    { target, id: record?.id, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: Boolean(record) },
  );
  if (!record) return null;
  // Until the cards are counted, deleting is not offered: a click must never reach the confirm dialog by a race.
  if (isPending) {
    return (
      <Button color="error" startIcon={<DeleteIcon />} disabled>
        Ta bort
      </Button>
    );
  }
  if (total && total > 0) {
    return (
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() =>
          notify(`${noun} har ${total} kort och kan inte tas bort. Flytta eller ta bort korten först.`, {
            type: 'warning',
          })
        }
      >
        Ta bort
      </Button>
    );
  }
  return (
    <DeleteWithConfirmButton mutationMode="pessimistic" confirmTitle={`Ta bort ${record.name as string}?`} />
  );
}
