import { Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { LoginPage } from 'ra-supabase';

export function LoginScreen() {
  return (
    <Box>
      <LoginPage />
      <Box sx={{ position: 'fixed', bottom: 16, left: 0, right: 0, textAlign: 'center' }}>
        <Button component={Link} to="/sign-up" sx={{ bgcolor: 'background.paper' }}>
          Inget konto? Skapa ett
        </Button>
      </Box>
    </Box>
  );
}
