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
import { visuallyHidden } from '@mui/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useTranslate } from 'react-admin';
import { QRCodeSVG } from 'qrcode.react';
import { supabaseClient } from '../providers/supabaseClient';
import { accountErrorText } from './accountErrors';
import { AccountSection, type SectionMessage } from './AccountSection';
import { useStepUp } from './useStepUp';
import { TotpSecret } from './TotpSecret';
import { TotpCodeField } from '../auth/TotpCodeField';
import { formatDateTime } from '../lib/formatDate';

interface Enrolment {
  id: string;
  uri: string;
  secret: string;
}

/** TOTP factors: list, enrol with QR code and secret, verify a code, remove. */
export function MfaSection() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const factors = useQuery({
    queryKey: ['account', 'factors'],
    queryFn: async () => {
      const { data, error } = await supabaseClient.auth.mfa.listFactors();
      if (error) throw error;
      return data.all;
    },
  });
  const [name, setName] = useState(() => translate('app.account.mfa.default_name'));
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SectionMessage>();
  const stepUp = useStepUp();

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
    // With an active app Supabase Auth enrols another only at aal2: useStepUp asks for its code first.
    await stepUp.run(
      () =>
        supabaseClient.auth.mfa.enroll({
          factorType: 'totp',
          friendlyName: name.trim() || translate('app.account.mfa.default_name'),
          issuer: 'Kortjämför Admin',
        }),
      ({ data, error }) => {
        setBusy(false);
        if (error || !data) {
          return setMessage({ severity: 'error', text: accountErrorText(translate, error ?? {}) });
        }
        setEnrolment({ id: data.id, uri: data.totp.uri, secret: data.totp.secret });
        setCode('');
      },
    );
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
    if (error) return setMessage({ severity: 'error', text: accountErrorText(translate, error) });
    setEnrolment(undefined);
    setMessage({ severity: 'success', text: translate('app.account.mfa.activated') });
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
    if (error) return setMessage({ severity: 'error', text: accountErrorText(translate, error) });
    setMessage({ severity: 'success', text: translate('app.account.mfa.removed', { name: label }) });
    // The session keeps aal2 until it is refreshed; refresh so that the new level shows at once.
    await supabaseClient.auth.refreshSession();
    await refresh();
  };

  const listed = (factors.data ?? []).filter((f) => f.status === 'verified');

  return (
    <AccountSection title="app.account.mfa.title" intro="app.account.mfa.intro" message={message}>
      {factors.isError ? <Alert severity="error">{translate('app.account.mfa.load_error')}</Alert> : null}
      {listed.length ? (
        <List aria-label={translate('app.account.mfa.list')} dense>
          {listed.map((factor) => {
            const label = factor.friendly_name || translate('app.account.mfa.default_name');
            return (
              <ListItem
                key={factor.id}
                divider
                secondaryAction={
                  <Button color="error" onClick={() => setToRemove({ id: factor.id, label })} disabled={busy}>
                    {translate('app.account.mfa.remove')}{' '}
                    <Box component="span" sx={visuallyHidden}>
                      {label}
                    </Box>
                  </Button>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {label}{' '}
                      <Chip
                        size="small"
                        color="success"
                        label={translate('app.account.mfa.active')}
                        sx={{ ml: 1 }}
                      />
                    </>
                  }
                  secondary={translate('app.account.mfa.added', {
                    date: formatDateTime(factor.created_at),
                  })}
                />
              </ListItem>
            );
          })}
        </List>
      ) : factors.isSuccess ? (
        <Typography>{translate('app.account.mfa.none')}</Typography>
      ) : null}

      {stepUp.dialog}
      <Confirm
        isOpen={Boolean(toRemove)}
        title="app.account.mfa.remove_title"
        titleTranslateOptions={{ name: toRemove?.label ?? '' }}
        content="app.account.mfa.remove_content"
        confirm="app.account.mfa.remove"
        cancel="ra.action.cancel"
        onConfirm={remove}
        onClose={() => setToRemove(undefined)}
      />
      {enrolment ? (
        <Stack
          component="form"
          spacing={2}
          onSubmit={verify}
          aria-label={translate('app.account.mfa.enrol_form')}
        >
          <Typography>{translate('app.account.mfa.instructions')}</Typography>
          <Box sx={{ bgcolor: '#fff', p: 1, alignSelf: 'flex-start', border: 1, borderColor: 'divider' }}>
            <QRCodeSVG value={enrolment.uri} size={192} title={translate('app.account.mfa.qr_code')} />
          </Box>
          <TotpSecret secret={enrolment.secret} />
          <TotpCodeField label="app.account.mfa.code" value={code} onChange={setCode} />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy || code.trim().length < 6}>
              {translate('app.account.mfa.activate')}
            </Button>
            <Button onClick={cancel} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField
            label={translate('app.account.mfa.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            size="small"
          />
          <Button variant="outlined" onClick={start} disabled={busy}>
            {translate('app.account.mfa.add')}
          </Button>
        </Stack>
      )}
    </AccountSection>
  );
}
