import { Box, Typography } from '@mui/material';
import { CreateButton, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';

/** The list's empty page: `resources.<name>.empty`, and a create button where the resource has a create view. */
export function EmptyState() {
  const resource = useResourceContext();
  const { hasCreate } = useResourceDefinition();
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4 }} data-testid="empty-state">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`resources.${resource}.empty`)}
      </Typography>
      {hasCreate ? <CreateButton /> : null}
    </Box>
  );
}
