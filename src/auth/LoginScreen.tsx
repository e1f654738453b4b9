import { Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { LoginPage } from 'ra-supabase';

export function LoginScreen() {
  const translate = useTranslate();
  return (
    <Box>
      <LoginPage />
      <Box sx={{ position: 'fixed', bottom: 16, left: 0, right: 0, textAlign: 'center' }}>
        <Button component={Link} to="/sign-up" sx={{ bgcolor: 'background.paper' }}>
          {translate('app.auth.no_account')}
        </Button>
      </Box>
    </Box>
  );
}
