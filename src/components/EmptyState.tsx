import { Box, Typography } from '@mui/material';
import { CreateButton, useResourceContext, useTranslate } from 'react-admin';

/** The list's empty page: `resources.<name>.empty`, and a create button where records are created here. */
export function EmptyState({ canCreate = true }: { canCreate?: boolean }) {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4 }} data-testid="empty-state">
      <Typography variant="h6" gutterBottom>
        {translate(`resources.${resource}.empty`)}
      </Typography>
      {canCreate ? <CreateButton /> : null}
    </Box>
  );
}
