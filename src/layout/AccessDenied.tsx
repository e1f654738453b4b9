import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A page the signed-in role may not open (src/lib/access.ts); the database refuses its data as well. */
export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="warning" data-testid="access-denied">
        {translate('ra.message.access_denied')}
      </Alert>
    </Box>
  );
}
