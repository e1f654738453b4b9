import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { supabaseClient } from '../providers/supabaseClient';
import { accountErrorText } from './accountErrors';

/** Ends every other session of this user (Supabase Auth POST /logout?scope=others); this one stays. */
export function SessionsSection() {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();
  const signOutOthers = async () => {
    setBusy(true);
    const { error } = await supabaseClient.auth.signOut({ scope: 'others' });
    setBusy(false);
    setMessage(
      error
        ? { severity: 'error', text: accountErrorText(translate, error) }
        : { severity: 'success', text: translate('app.account.sessions.signed_out') },
    );
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="sessions-heading">
      <Typography variant="h6" component="h2" id="sessions-heading">
        {translate('app.account.sessions.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.account.sessions.intro')}</Typography>
      {message ? (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      <Button variant="outlined" onClick={signOutOthers} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.account.sessions.sign_out_others')}
      </Button>
    </Stack>
  );
}
