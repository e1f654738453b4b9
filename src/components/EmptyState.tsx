import { Box, Typography } from '@mui/material';
import { CreateButton } from 'react-admin';

export function EmptyState({ text, canCreate = true }: { text: string; canCreate?: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', p: 4 }} data-testid="empty-state">
      <Typography variant="h6" gutterBottom>
        {text}
      </Typography>
      {canCreate ? <CreateButton /> : null}
    </Box>
  );
}
