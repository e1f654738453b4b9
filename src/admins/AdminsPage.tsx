import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { inviteAdmin, listAdmins, revokeAdmin, type AdminRow } from './adminUsersApi';
import { formatDateTime } from '../lib/formatDate';

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Administratörer: who has the admin role; invite by e-mail; revoke (never yourself, never the last admin). */
export function AdminsPage() {
  const translate = useTranslate();
  // Server messages are Swedish text already; the API's own fallbacks are i18n keys.
  const errorText = (error: Error) => translate(error.message, { _: error.message });
  const queryClient = useQueryClient();
  const admins = useQuery({ queryKey: ['admin-users'], queryFn: listAdmins, retry: false });
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();
  const [toRevoke, setToRevoke] = useState<AdminRow>();

  const invite = useMutation({
    mutationFn: (address: string) => inviteAdmin(address),
    onSuccess: async (result) => {
      setEmail('');
      setTouched(false);
      setMessage({
        severity: 'success',
        text: translate(result.invited ? 'app.admins.invited' : 'app.admins.promoted', {
          email: result.email,
        }),
      });
      await queryClient.invalidateQueries({ queryKey: ['admin-users'] });
    },
    onError: (error) => setMessage({ severity: 'error', text: errorText(error) }),
  });
  const revoke = useMutation({
    mutationFn: (row: AdminRow) => revokeAdmin(row.id),
    onSuccess: async (_, row) => {
      setMessage({ severity: 'success', text: translate('app.admins.revoked', { email: row.email }) });
      await queryClient.invalidateQueries({ queryKey: ['admin-users'] });
    },
    onError: (error) => setMessage({ severity: 'error', text: errorText(error) }),
  });

  const emailInvalid = touched && !EMAIL_PATTERN.test(email.trim());
  const onlyOne = (admins.data?.length ?? 0) <= 1;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!EMAIL_PATTERN.test(email.trim())) return;
    setMessage(undefined);
    invite.mutate(email.trim());
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Title title="app.admins.title" />
      <Button component={Link} to="/account" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate('app.account.title')}
      </Button>
      {message ? (
        <Alert
          severity={message.severity}
          role={message.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 2 }}
        >
          {message.text}
        </Alert>
      ) : null}
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack component="form" onSubmit={submit} spacing={1} noValidate aria-labelledby="invite-heading">
            <Typography variant="h6" component="h2" id="invite-heading">
              {translate('app.admins.invite_title')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
              <TextField
                label={translate('app.admins.email')}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                onBlur={() => setTouched(true)}
                error={emailInvalid}
                helperText={
                  emailInvalid ? translate('app.admins.email_invalid') : translate('app.admins.email_help')
                }
                size="small"
                sx={{ minWidth: { sm: 320 } }}
                required
              />
              <Button type="submit" variant="contained" disabled={invite.isPending}>
                {translate('app.admins.invite')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>

      {admins.isError ? (
        <Alert severity="error" role="alert">
          {errorText(admins.error)}
        </Alert>
      ) : (
        <TableContainer
          component={Card}
          variant="outlined"
          tabIndex={0}
          sx={{ overflowX: 'auto', position: 'relative' }}
        >
          <Table aria-label={translate('app.admins.title')} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.admins.columns.email')}</TableCell>
                <TableCell>{translate('app.admins.columns.last_sign_in')}</TableCell>
                <TableCell>{translate('app.admins.columns.mfa')}</TableCell>
                <TableCell>
                  <Box
                    component="span"
                    sx={{
                      position: 'absolute',
                      width: '1px',
                      height: '1px',
                      overflow: 'hidden',
                      clip: 'rect(0 0 0 0)',
                    }}
                  >
                    {translate('app.admins.columns.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {admins.isPending ? (
                <TableRow>
                  <TableCell colSpan={4}>
                    <Skeleton aria-label={translate('ra.page.loading')} />
                  </TableCell>
                </TableRow>
              ) : (
                admins.data.map((row) => (
                  <TableRow key={row.id} data-testid="admin-row">
                    <TableCell>
                      {row.email}
                      {row.is_self ? (
                        <Chip size="small" label={translate('app.admins.you')} sx={{ ml: 1 }} />
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {row.last_sign_in_at
                        ? formatDateTime(row.last_sign_in_at)
                        : translate('app.admins.never')}
                    </TableCell>
                    <TableCell>{translate(row.mfa ? 'ra.boolean.true' : 'ra.boolean.false')}</TableCell>
                    <TableCell align="right">
                      {row.is_self ? (
                        <Typography variant="body2" color="text.secondary">
                          {translate('app.admins.cannot_revoke_self')}
                        </Typography>
                      ) : (
                        <Button
                          color="error"
                          onClick={() => setToRevoke(row)}
                          disabled={onlyOne || revoke.isPending}
                          aria-label={translate('app.admins.revoke_for', { email: row.email })}
                        >
                          {translate('app.admins.revoke')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Confirm
        isOpen={Boolean(toRevoke)}
        title="app.admins.revoke_title"
        titleTranslateOptions={{ email: toRevoke?.email ?? '' }}
        content="app.admins.revoke_content"
        confirm="app.admins.revoke"
        cancel="ra.action.cancel"
        onConfirm={() => {
          if (toRevoke) revoke.mutate(toRevoke);
          setToRevoke(undefined);
        }}
        onClose={() => setToRevoke(undefined)}
      />
    </Box>
  );
}
