import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { supabaseClient } from '../providers/supabaseClient';
import { swedishAuthError } from '../providers/authProvider';

export function SignUpPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);

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
        : { severity: 'success', text: 'Kontot är skapat. En administratör behöver ge dig behörighet.' },
    );
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              Skapa konto
            </Typography>
            {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
            <TextField
              label="E-post"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label="Lösenord"
              type="password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              helperText="Minst 6 tecken"
            />
            <Button type="submit" variant="contained" disabled={busy}>
              Skapa konto
            </Button>
            <Button component={Link} to="/login">
              Har du redan ett konto? Logga in
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
