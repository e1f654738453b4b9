import { Alert, AlertTitle, Box } from '@mui/material';
import { useAuth } from '../auth/AuthContext';

export function NoAccessPage() {
  const { user } = useAuth();
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="warning" data-testid="no-access">
        <AlertTitle>Ingen behörighet</AlertTitle>
        Du är inloggad som {user?.email} men har inte administratörsbehörighet. Be en administratör om
        åtkomst.
      </Alert>
    </Box>
  );
}
