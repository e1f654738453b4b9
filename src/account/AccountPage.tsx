import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import GroupIcon from '@mui/icons-material/Group';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { MfaSection } from './MfaSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';

/** Mitt konto: password, authenticator apps, other sessions, and the way to the admin team. */
export function AccountPage() {
  const { user } = useAuth();
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Title title="app.account.title" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        spacing={1}
        sx={{ mb: 2 }}
      >
        <Box>
          <Typography color="text.secondary">{user?.email}</Typography>
        </Box>
        <Button
          component={Link}
          to="/account/admins"
          startIcon={<GroupIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('app.account.admins_link')}
        </Button>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={3} divider={<Divider flexItem />}>
            <PasswordSection />
            <MfaSection />
            <SessionsSection />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
