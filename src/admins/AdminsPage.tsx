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
import { Confirm, Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { inviteAdmin, listAdmins, revokeAdmin, type AdminRow } from './adminUsersApi';

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const dateTime = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium', timeStyle: 'short' });

/** Administratörer: who has the admin role; invite by e-mail; revoke (never yourself, never the last admin). */
export function AdminsPage() {
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
        text: result.invited
          ? `En inbjudan har skickats till ${result.email}.`
          : `${result.email} har redan ett konto och är nu administratör.`,
      });
      await queryClient.invalidateQueries({ queryKey: ['admin-users'] });
    },
    onError: (error) => setMessage({ severity: 'error', text: error.message }),
  });
  const revoke = useMutation({
    mutationFn: (row: AdminRow) => revokeAdmin(row.id),
    onSuccess: async (_, row) => {
      setMessage({ severity: 'success', text: `${row.email} är inte längre administratör.` });
      await queryClient.invalidateQueries({ queryKey: ['admin-users'] });
    },
    onError: (error) => setMessage({ severity: 'error', text: error.message }),
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
      <Title title="Administratörer" />
      <Button component={Link} to="/account" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Mitt konto
      </Button>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Administratörer
      </Typography>
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
            <Typography variant="h6" component="h3" id="invite-heading">
              Bjud in administratör
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
              <TextField
                label="E-postadress"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                onBlur={() => setTouched(true)}
                error={emailInvalid}
                helperText={
                  emailInvalid
                    ? 'Ange en giltig e-postadress'
                    : 'Personen får ett mejl med en länk för att välja lösenord'
                }
                size="small"
                sx={{ minWidth: { sm: 320 } }}
                required
              />
              <Button type="submit" variant="contained" disabled={invite.isPending}>
                Bjud in
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>

      {admins.isError ? (
        <Alert severity="error" role="alert">
          {admins.error.message}
        </Alert>
      ) : (
        <TableContainer
          component={Card}
          variant="outlined"
          tabIndex={0}
          sx={{ overflowX: 'auto', position: 'relative' }}
        >
          <Table aria-label="Administratörer" size="small">
            <TableHead>
              <TableRow>
                <TableCell>E-post</TableCell>
                <TableCell>Senaste inloggning</TableCell>
                <TableCell>Tvåstegsverifiering</TableCell>
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
                    Åtgärder
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {admins.isPending ? (
                <TableRow>
                  <TableCell colSpan={4}>
                    <Skeleton aria-label="Laddar" />
                  </TableCell>
                </TableRow>
              ) : (
                admins.data.map((row) => (
                  <TableRow key={row.id} data-testid="admin-row">
                    <TableCell>
                      {row.email}
                      {row.is_self ? <Chip size="small" label="Du" sx={{ ml: 1 }} /> : null}
                    </TableCell>
                    <TableCell>
                      {row.last_sign_in_at ? dateTime.format(new Date(row.last_sign_in_at)) : 'Aldrig'}
                    </TableCell>
                    <TableCell>{row.mfa ? 'Ja' : 'Nej'}</TableCell>
                    <TableCell align="right">
                      {row.is_self ? (
                        <Typography variant="body2" color="text.secondary">
                          Du kan inte ta bort din egen behörighet
                        </Typography>
                      ) : (
                        <Button
                          color="error"
                          onClick={() => setToRevoke(row)}
                          disabled={onlyOne || revoke.isPending}
                          aria-label={`Ta bort behörighet för ${row.email}`}
                        >
                          Ta bort behörighet
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
        title={`Ta bort ${toRevoke?.email ?? ''} som administratör?`}
        content="Personen kan fortfarande logga in men kommer inte längre åt adminpanelen."
        confirm="Ta bort behörighet"
        cancel="Avbryt"
        onConfirm={() => {
          if (toRevoke) revoke.mutate(toRevoke);
          setToRevoke(undefined);
        }}
        onClose={() => setToRevoke(undefined)}
      />
    </Box>
  );
}
