import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { verifySecondFactor } from './verifySecondFactor';
import { TotpCodeField } from './TotpCodeField';

/** Asks for the authenticator code of the user's verified TOTP factor and lifts the session to aal2. */
export function MfaChallenge() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const translate = useTranslate();

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const failed = await verifySecondFactor(code);
    setBusy(false);
    if (failed) setError(translate(failed));
  };

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', p: 3 }}>
      <Card sx={{ maxWidth: 420, width: '100%' }}>
        <CardContent component="form" onSubmit={verify}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {translate('app.auth.mfa_title')}
            </Typography>
            <Typography color="text.secondary">{translate('app.auth.mfa_intro')}</Typography>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <TotpCodeField label="app.auth.mfa_code" value={code} onChange={setCode} />
            <Button type="submit" variant="contained" disabled={busy || code.trim().length < 6}>
              {translate('app.auth.mfa_verify')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
