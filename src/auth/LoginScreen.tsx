import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { Login, useTranslate } from 'react-admin';
import { LoginForm } from 'ra-supabase';
import { clearUrlAuthError, readUrlAuthError } from './urlAuthError';

export function LoginScreen() {
  const translate = useTranslate();
  const [urlError] = useState(readUrlAuthError);
  useEffect(() => {
    if (urlError) clearUrlAuthError();
  }, [urlError]);
  return (
    <Box>
      {/* ra-supabase's LoginPage without its social-login buttons (and their icons, which the entry would carry). */}
      <Login>
        {urlError && (
          <Alert severity="error" role="alert" sx={{ m: 2, mb: 0 }}>
            <AlertTitle>{translate('app.errors.url_auth.title')}</AlertTitle>
            {translate(urlError.message, { _: urlError.message })}
          </Alert>
        )}
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
