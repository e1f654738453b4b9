import { Alert, AlertTitle, Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useAuth } from '../auth/AuthContext';

export function NoAccessPage() {
  const { user } = useAuth();
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      {/* The app bar's h1 names the page for screen readers, as on every other screen. */}
      <Title title="app.auth.no_access_title" />
      <Alert severity="warning" data-testid="no-access">
        <AlertTitle>{translate('app.auth.no_access_title')}</AlertTitle>
        {translate('app.auth.no_access_body', { email: user?.email ?? '' })}
      </Alert>
    </Box>
  );
}
