import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { supabaseClient } from '../providers/supabaseClient';
import { accountErrorText } from './accountErrors';

const MIN_LENGTH = 6;

/** New password twice; when Supabase Auth answers reauthentication_needed, a code is mailed and asked for. */
export function PasswordSection() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [nonce, setNonce] = useState('');
  const [needsNonce, setNeedsNonce] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error' | 'info'; text: string }>();

  const mismatch = repeat.length > 0 && password !== repeat;
  const tooShort = password.length > 0 && password.length < MIN_LENGTH;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (tooShort || mismatch || !password) return;
    setBusy(true);
    setMessage(undefined);
    const { error } = await supabaseClient.auth.updateUser(
      needsNonce ? { password, nonce: nonce.trim() } : { password },
    );
    if (error?.code === 'reauthentication_needed' && !needsNonce) {
      const sent = await supabaseClient.auth.reauthenticate();
      setBusy(false);
      if (sent.error) return setMessage({ severity: 'error', text: accountErrorText(sent.error) });
      setNeedsNonce(true);
      return setMessage({
        severity: 'info',
        text: 'Av säkerhetsskäl behöver du bekräfta bytet. Ange koden som skickats till din e-post.',
      });
    }
    setBusy(false);
    if (error) return setMessage({ severity: 'error', text: accountErrorText(error) });
    setPassword('');
    setRepeat('');
    setNonce('');
    setNeedsNonce(false);
    setMessage({ severity: 'success', text: 'Lösenordet är bytt.' });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-labelledby="password-heading" noValidate>
      <Typography variant="h6" component="h3" id="password-heading">
        Byt lösenord
      </Typography>
      {message ? (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      <TextField
        label="Nytt lösenord"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={tooShort}
        helperText={tooShort ? `Minst ${MIN_LENGTH} tecken` : ' '}
        required
      />
      <TextField
        label="Upprepa nytt lösenord"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={mismatch}
        helperText={mismatch ? 'Lösenorden är inte lika' : ' '}
        required
      />
      {needsNonce ? (
        <TextField
          label="Bekräftelsekod från e-posten"
          value={nonce}
          onChange={(e) => setNonce(e.target.value)}
          inputProps={{ autoComplete: 'one-time-code' }}
          required
        />
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={busy || !password || tooShort || mismatch || (needsNonce && !nonce.trim())}
        sx={{ alignSelf: 'flex-start' }}
      >
        Byt lösenord
      </Button>
    </Stack>
  );
}
