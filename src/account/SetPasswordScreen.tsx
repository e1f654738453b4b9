import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Session } from '@supabase/supabase-js';
import { Link } from 'react-router-dom';
import { supabaseClient } from '../providers/supabaseClient';
import { AuthHeading } from '../auth/AuthShell';
import { accountErrorText } from './accountErrors';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';

/** The exchange of the link's tokens, which both runs of a StrictMode effect (npm run dev) must share. */
let linkSession: Promise<Session | null> | undefined;

/**
 * Invitation links are made by the server (admin invite), so they carry the session in the fragment
 * (implicit flow) even though the app's client uses PKCE, which refuses such fragments; take the tokens
 * from the fragment ourselves. Recovery links bring `?code=`, which supabase-js exchanges on its own.
 * The fragment is read once: under React's StrictMode (the dev server) the effect runs twice, and the second run
 * found the fragment gone and no session stored yet, so every invitation showed "Länken är ogiltig" (issue 31).
 */
async function sessionFromLink() {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (accessToken && refreshToken) {
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    linkSession = supabaseClient.auth
      .setSession({ access_token: accessToken, refresh_token: refreshToken })
      .then(({ data }) => data.session);
  }
  const fromLink = await linkSession;
  if (fromLink) return fromLink;
  const { data } = await supabaseClient.auth.getSession();
  return data.session;
}

/**
 * Landing page of invitation and recovery links. Supabase Auth redirects here with the session in the URL
 * fragment; supabase-js (detectSessionInUrl) signs the user in from it, so this page only waits for that
 * session and sets the password on it.
 */
export function SetPasswordScreen() {
  const translate = useTranslate();
  const [state, setState] = useState<'loading' | 'ready' | 'invalid'>('loading');
  const [email, setEmail] = useState<string>();
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let active = true;
    void sessionFromLink().then((session) => {
      if (!active) return;
      setEmail(session?.user.email);
      setState(session ? 'ready' : 'invalid');
    });
    return () => {
      active = false;
    };
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!newPassword.valid) return;
    setBusy(true);
    const { error: updateError } = await supabaseClient.auth.updateUser({ password: newPassword.password });
    setBusy(false);
    if (updateError) return setError(accountErrorText(translate, updateError));
    // A full load, so that react-admin reads the permissions of the now signed-in user afresh.
    window.location.replace(new URL('.', window.location.href).href);
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 420, width: '100%' }}>
        <CardContent>
          <Box sx={{ mb: 2 }}>
            <AuthHeading title={translate('app.account.set_password.title')} />
          </Box>
          {state === 'loading' ? (
            <CircularProgress aria-label={translate('ra.page.loading')} />
          ) : state === 'invalid' ? (
            <Stack spacing={2}>
              <Alert severity="error">{translate('app.account.set_password.invalid_link')}</Alert>
              <Button component={Link} to="/login">
                {translate('app.account.set_password.to_login')}
              </Button>
            </Stack>
          ) : (
            <Stack component="form" spacing={2} onSubmit={submit} noValidate>
              <Typography color="text.secondary">{email}</Typography>
              {error ? <Alert severity="error">{error}</Alert> : null}
              <NewPasswordFields
                value={newPassword}
                repeatLabel="app.account.set_password.repeat"
                autoFocus
              />
              <Button type="submit" variant="contained" disabled={busy || !newPassword.valid}>
                {translate('app.account.set_password.submit')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
