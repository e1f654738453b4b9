import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { supabaseClient } from '../providers/supabaseClient';
import { swedishAuthError } from '../providers/authProvider';
import { AuthHeading } from './AuthShell';

export function SignUpPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);
  const translate = useTranslate();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const { error } = await supabaseClient.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: window.location.origin },
    });
    setBusy(false);
    setMessage(
      error
        ? { severity: 'error', text: swedishAuthError(error).message }
        : { severity: 'success', text: translate('app.auth.sign_up_done') },
    );
  };

  /** The props of a required e-mail or password field, labelled as react-admin's sign-in labels it. */
  const credential = (type: 'email' | 'password', value: string, set: (value: string) => void) => ({
    label: translate(`ra.auth.${type}`),
    type,
    required: true,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.target.value),
  });

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit}>
          <Stack spacing={2}>
            <AuthHeading title={translate('app.auth.sign_up')} />
            {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
            <TextField {...credential('email', email, setEmail)} />
            <TextField
              {...credential('password', password, setPassword)}
              helperText={translate('app.auth.password_hint')}
            />
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('app.auth.sign_up')}
            </Button>
            <Button component={Link} to="/login">
              {translate('app.auth.have_account')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
