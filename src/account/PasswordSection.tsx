import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { supabaseClient } from '../providers/supabaseClient';
import { accountErrorText } from './accountErrors';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { useStepUp, type Outcome } from './useStepUp';

/**
 * New password twice; a user with an authenticator app confirms with its code first (aal2), and when Supabase Auth
 * answers reauthentication_needed, a code is mailed and asked for.
 */
export function PasswordSection() {
  const translate = useTranslate();
  const newPassword = useNewPassword();
  const { password } = newPassword;
  const [nonce, setNonce] = useState('');
  const [needsNonce, setNeedsNonce] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error' | 'info'; text: string }>();
  const stepUp = useStepUp();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!newPassword.valid) return;
    setBusy(true);
    setMessage(undefined);
    await stepUp.run(
      () => supabaseClient.auth.updateUser(needsNonce ? { password, nonce: nonce.trim() } : { password }),
      finish,
    );
  };

  const finish = async ({ error }: Outcome) => {
    if (error?.code === 'reauthentication_needed' && !needsNonce) {
      const sent = await supabaseClient.auth.reauthenticate();
      setBusy(false);
      if (sent.error) return setMessage({ severity: 'error', text: accountErrorText(translate, sent.error) });
      setNeedsNonce(true);
      return setMessage({
        severity: 'info',
        text: translate('app.account.password.reauthenticate'),
      });
    }
    setBusy(false);
    if (error) return setMessage({ severity: 'error', text: accountErrorText(translate, error) });
    newPassword.reset();
    setNonce('');
    setNeedsNonce(false);
    setMessage({ severity: 'success', text: translate('app.account.password.changed') });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-labelledby="password-heading" noValidate>
      <Typography variant="h6" component="h2" id="password-heading">
        {translate('app.account.password.title')}
      </Typography>
      {message ? (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      <NewPasswordFields value={newPassword} repeatLabel="app.account.password.repeat" />
      {needsNonce ? (
        <TextField
          label={translate('app.account.password.nonce')}
          value={nonce}
          onChange={(e) => setNonce(e.target.value)}
          inputProps={{ autoComplete: 'one-time-code' }}
          required
        />
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={busy || !newPassword.valid || (needsNonce && !nonce.trim())}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('app.account.password.submit')}
      </Button>
      {stepUp.dialog}
    </Stack>
  );
}
