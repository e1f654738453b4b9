import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

/** A base32 secret in groups of four (ABCD EFGH …), as authenticator apps accept it typed with or without spaces. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The TOTP secret for typing by hand: grouped in fours, a copy button, and what to do if the phone is lost. */
export function TotpSecret({ secret }: { secret: string }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography>
        {translate('app.account.mfa.secret')}{' '}
        <Box
          component="code"
          data-testid="totp-secret"
          sx={{ fontSize: 16, letterSpacing: '0.05em', wordSpacing: '0.3em', overflowWrap: 'break-word' }}
        >
          {groupSecret(secret)}
        </Box>
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('app.account.mfa.copy')}
        </Button>
        <Typography role="status" variant="body2" color={copied === false ? 'error' : 'text.secondary'}>
          {copied === null
            ? ''
            : translate(copied ? 'app.account.mfa.copied' : 'app.account.mfa.copy_failed')}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('app.account.mfa.lost_phone')}
      </Typography>
    </Stack>
  );
}
