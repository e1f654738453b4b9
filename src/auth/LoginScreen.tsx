import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { LoginForm, LoginPage } from 'ra-supabase';
import { clearUrlAuthError, readUrlAuthError } from './urlAuthError';

export function LoginScreen() {
  const [urlError] = useState(readUrlAuthError);
  useEffect(() => {
    if (urlError) clearUrlAuthError();
  }, [urlError]);
  return (
    <Box>
      <LoginPage>
        {urlError && (
          <Alert severity="error" role="alert" sx={{ m: 2, mb: 0 }}>
            <AlertTitle>Länken fungerade inte</AlertTitle>
            {urlError.message}
          </Alert>
        )}
        <LoginForm />
      </LoginPage>
      <Box sx={{ position: 'fixed', bottom: 16, left: 0, right: 0, textAlign: 'center' }}>
        <Button component={Link} to="/sign-up" sx={{ bgcolor: 'background.paper' }}>
          Inget konto? Skapa ett
        </Button>
      </Box>
    </Box>
  );
}
