import { Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { Login, useTranslate } from 'react-admin';
import { LoginForm } from 'ra-supabase';

export function LoginScreen() {
  const translate = useTranslate();
  return (
    <Box>
      {/* ra-supabase's LoginPage without its social-login buttons (and their icons, which the entry would carry). */}
      <Login>
        <LoginForm />
      </Login>
      <Box sx={{ position: 'fixed', bottom: 16, left: 0, right: 0, textAlign: 'center' }}>
        <Button component={Link} to="/sign-up" sx={{ bgcolor: 'background.paper' }}>
          {translate('app.auth.no_account')}
        </Button>
      </Box>
    </Box>
  );
}
