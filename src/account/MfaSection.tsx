import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm } from 'react-admin';
import { QRCodeSVG } from 'qrcode.react';
import { supabaseClient } from '../providers/supabaseClient';
import { accountErrorText } from './accountErrors';

interface Enrolment {
  id: string;
  uri: string;
  secret: string;
}

const dateTime = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium', timeStyle: 'short' });

/** TOTP factors: list, enrol with QR code and secret, verify a code, remove. */
export function MfaSection() {
  const queryClient = useQueryClient();
  const factors = useQuery({
    queryKey: ['account', 'factors'],
    queryFn: async () => {
      const { data, error } = await supabaseClient.auth.mfa.listFactors();
      if (error) throw error;
      return data.all;
    },
  });
  const [name, setName] = useState('Autentiseringsapp');
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['account', 'factors'] });
    await queryClient.invalidateQueries({ queryKey: ['assurance-level'] });
  };

  const start = async () => {
    setBusy(true);
    setMessage(undefined);
    // Unverified leftovers of an abandoned enrolment would block the friendly name.
    for (const factor of factors.data ?? []) {
      if (factor.status === 'unverified') await supabaseClient.auth.mfa.unenroll({ factorId: factor.id });
    }
    const { data, error } = await supabaseClient.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: name.trim() || 'Autentiseringsapp',
      issuer: 'Kortjämför Admin',
    });
    setBusy(false);
    if (error) return setMessage({ severity: 'error', text: accountErrorText(error) });
    setEnrolment({ id: data.id, uri: data.totp.uri, secret: data.totp.secret });
    setCode('');
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!enrolment) return;
    setBusy(true);
    const { error } = await supabaseClient.auth.mfa.challengeAndVerify({
      factorId: enrolment.id,
      code: code.trim(),
    });
    setBusy(false);
    if (error) return setMessage({ severity: 'error', text: accountErrorText(error) });
    setEnrolment(undefined);
    setMessage({ severity: 'success', text: 'Autentiseringsappen är aktiverad.' });
    await refresh();
  };

  const cancel = async () => {
    if (enrolment) await supabaseClient.auth.mfa.unenroll({ factorId: enrolment.id });
    setEnrolment(undefined);
    await refresh();
  };

  const [toRemove, setToRemove] = useState<{ id: string; label: string }>();
  const remove = async () => {
    if (!toRemove) return;
    const { id: factorId, label } = toRemove;
    setToRemove(undefined);
    setBusy(true);
    setMessage(undefined);
    const { error } = await supabaseClient.auth.mfa.unenroll({ factorId });
    setBusy(false);
    if (error) return setMessage({ severity: 'error', text: accountErrorText(error) });
    setMessage({ severity: 'success', text: `${label} är borttagen.` });
    // The session keeps aal2 until it is refreshed; refresh so that the new level shows at once.
    await supabaseClient.auth.refreshSession();
    await refresh();
  };

  const listed = (factors.data ?? []).filter((f) => f.status === 'verified');

  return (
    <Stack spacing={2} aria-labelledby="mfa-heading" component="section">
      <Typography variant="h6" component="h3" id="mfa-heading">
        Tvåstegsverifiering
      </Typography>
      <Typography color="text.secondary">
        Med en autentiseringsapp (t.ex. Google Authenticator eller Microsoft Authenticator) behöver du en
        engångskod utöver lösenordet.
      </Typography>
      {message ? (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      {factors.isError ? <Alert severity="error">Kunde inte hämta dina appar</Alert> : null}
      {listed.length ? (
        <List aria-label="Registrerade appar" dense>
          {listed.map((factor) => {
            const label = factor.friendly_name || 'Autentiseringsapp';
            return (
              <ListItem
                key={factor.id}
                divider
                secondaryAction={
                  <Button color="error" onClick={() => setToRemove({ id: factor.id, label })} disabled={busy}>
                    Ta bort{' '}
                    <Box component="span" sx={visuallyHidden}>
                      {label}
                    </Box>
                  </Button>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {label} <Chip size="small" color="success" label="Aktiv" sx={{ ml: 1 }} />
                    </>
                  }
                  secondary={`Tillagd ${dateTime.format(new Date(factor.created_at))}`}
                />
              </ListItem>
            );
          })}
        </List>
      ) : factors.isSuccess ? (
        <Typography>Ingen autentiseringsapp är registrerad.</Typography>
      ) : null}

      <Confirm
        isOpen={Boolean(toRemove)}
        title={`Ta bort ${toRemove?.label ?? ''}?`}
        content="Du loggar sedan in med bara lösenordet. Du kan lägga till en app igen när du vill."
        confirm="Ta bort"
        cancel="Avbryt"
        onConfirm={remove}
        onClose={() => setToRemove(undefined)}
      />
      {enrolment ? (
        <Stack component="form" spacing={2} onSubmit={verify} aria-label="Aktivera autentiseringsapp">
          <Typography>
            Skanna QR-koden med appen, eller skriv in nyckeln för hand. Ange sedan koden som appen visar.
          </Typography>
          <Box sx={{ bgcolor: '#fff', p: 1, alignSelf: 'flex-start', border: 1, borderColor: 'divider' }}>
            <QRCodeSVG value={enrolment.uri} size={192} title="QR-kod för autentiseringsappen" />
          </Box>
          <Typography>
            Nyckel:{' '}
            <Box component="code" data-testid="totp-secret" sx={{ fontSize: 16, wordBreak: 'break-all' }}>
              {enrolment.secret}
            </Box>
          </Typography>
          <TextField
            label="Kod från appen"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
            required
            autoFocus
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy || code.trim().length < 6}>
              Aktivera
            </Button>
            <Button onClick={cancel} disabled={busy}>
              Avbryt
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField
            label="Namn på appen"
            value={name}
            onChange={(e) => setName(e.target.value)}
            size="small"
          />
          <Button variant="outlined" onClick={start} disabled={busy}>
            Lägg till autentiseringsapp
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
