import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { SetPasswordPage as ImplicitSetPasswordPage } from 'ra-supabase';
import { supabaseClient } from '../providers/supabaseClient';
import { swedishAuthError } from '../providers/authProvider';

type State = 'checking' | 'ready' | 'invalid' | 'saving';

/**
 * Where recovery links land. With the PKCE flow the link brings `?code=`, which supabase-js exchanges for a
 * session while it starts (detectSessionInUrl); links with tokens in the URL keep ra-supabase's page.
 */
export function SetPasswordPage() {
  const search = new URLSearchParams(window.location.search);
  if (!search.has('code') && !search.has('error_description')) return <ImplicitSetPasswordPage />;
  return <PkceSetPassword linkError={search.get('error_description')} />;
}

function PkceSetPassword({ linkError }: { linkError: string | null }) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>(linkError ? 'invalid' : 'checking');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (linkError) return;
    void supabaseClient.auth.getSession().then(({ data }) => setState(data.session ? 'ready' : 'invalid'));
  }, [linkError]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setError('Lösenorden är inte lika');
      return;
    }
    setState('saving');
    const { error: updateError } = await supabaseClient.auth.updateUser({ password });
    if (updateError) {
      setError(
        updateError.code === 'same_password'
          ? 'Välj ett annat lösenord än det nuvarande'
          : swedishAuthError(updateError).message,
      );
      setState('ready');
      return;
    }
    navigate('/');
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              Välj nytt lösenord
            </Typography>
            {state === 'checking' ? <Alert severity="info">Kontrollerar länken…</Alert> : null}
            {state === 'invalid' ? (
              <>
                <Alert severity="error">Länken är ogiltig eller har gått ut.</Alert>
                <Button component={Link} to="/forgot-password">
                  Skicka en ny länk
                </Button>
              </>
            ) : null}
            {state === 'ready' || state === 'saving' ? (
              <>
                {error ? <Alert severity="error">{error}</Alert> : null}
                <TextField
                  label="Nytt lösenord"
                  type="password"
                  autoComplete="new-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  helperText="Minst 6 tecken"
                />
                <TextField
                  label="Upprepa lösenordet"
                  type="password"
                  autoComplete="new-password"
                  required
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
                <Button type="submit" variant="contained" disabled={state === 'saving'}>
                  Spara lösenord
                </Button>
              </>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
