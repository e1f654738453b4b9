import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { Link, Login, useTranslate } from 'react-admin';
import { LoginForm } from 'ra-supabase';
import { AuthHeading, AuthShell } from './AuthShell';
import { clearUrlAuthError, readUrlAuthError } from './urlAuthError';
import { useDismissPrerender } from '../prerender/dismissPrerender';

export function LoginScreen() {
  const translate = useTranslate();
  const [urlError] = useState(readUrlAuthError);
  useDismissPrerender();
  useEffect(() => {
    if (urlError) clearUrlAuthError();
  }, [urlError]);
  return (
    <AuthShell>
      {/* ra-supabase's LoginPage without its social-login buttons (and their icons, which the entry would carry). */}
      <Login>
        <AuthHeading title={translate('app.auth.sign_in_title')} />
        {urlError && (
          <Alert severity="error" role="alert" sx={{ m: 2, mb: 0 }}>
            <AlertTitle>{translate('app.errors.url_auth.title')}</AlertTitle>
            {translate(urlError.message, { _: urlError.message })}
          </Alert>
        )}
        {/* Both fields fill the form's width (the password field alone would keep MUI's default width). */}
        <LoginForm sx={{ '& .MuiFormControl-root': { width: '100%' } }} />
        {/* Inside the card, not pinned to the window's foot where the error notification would cover it. */}
        <Box sx={{ textAlign: 'center', pb: 2 }}>
          <Link to="/sign-up" variant="body2">
            {translate('app.auth.no_account')}
          </Link>
        </Box>
      </Login>
    </AuthShell>
  );
}
