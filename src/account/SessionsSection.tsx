import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { supabaseClient } from '../providers/supabaseClient';
import { accountErrorText } from './accountErrors';
import { AccountSection, type SectionMessage } from './AccountSection';

/** Ends every other session of this user (Supabase Auth POST /logout?scope=others); this one stays. */
export function SessionsSection() {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SectionMessage>();
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
    <AccountSection title="app.account.sessions.title" intro="app.account.sessions.intro" message={message}>
      <Button variant="outlined" onClick={signOutOthers} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.account.sessions.sign_out_others')}
      </Button>
    </AccountSection>
  );
}
