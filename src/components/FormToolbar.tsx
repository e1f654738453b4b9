import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

/**
 * Save on the left; the form's own actions and the delete on the right. The delete asks first, naming the record
 * (pessimistic mode opens react-admin's confirm dialog with resources.<name>.message.delete_title); it shows only
 * on a saved record. `deleteButton` replaces it (e.g. a guarded delete) or, with false, leaves it out.
 */
export function FormToolbar({
  children,
  deleteButton,
}: {
  children?: ReactNode;
  deleteButton?: ReactNode | false;
}) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {children}
        {deleteButton ?? <DeleteButton mutationMode="pessimistic" />}
      </Box>
    </Toolbar>
  );
}
