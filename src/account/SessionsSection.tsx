import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { supabaseClient } from '../providers/supabaseClient';
import { accountErrorText } from './accountErrors';

/** Ends every other session of this user (Supabase Auth POST /logout?scope=others); this one stays. */
export function SessionsSection() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();
  const signOutOthers = async () => {
    setBusy(true);
    const { error } = await supabaseClient.auth.signOut({ scope: 'others' });
    setBusy(false);
    setMessage(
      error
        ? { severity: 'error', text: accountErrorText(error) }
        : { severity: 'success', text: 'Du är utloggad på alla andra enheter.' },
    );
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="sessions-heading">
      <Typography variant="h6" component="h3" id="sessions-heading">
        Inloggningar
      </Typography>
      <Typography color="text.secondary">
        Logga ut från alla andra webbläsare och enheter, t.ex. om du har glömt att logga ut någonstans.
      </Typography>
      {message ? (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      <Button variant="outlined" onClick={signOutOthers} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Logga ut andra sessioner
      </Button>
    </Stack>
  );
}
