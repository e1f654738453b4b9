import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useLogout } from 'react-admin';
import { useAuth } from '../auth/AuthContext';
import { useSidebar } from './SidebarContext';

export function AdminAppBar() {
  const { user } = useAuth();
  const { toggleSidebar } = useSidebar();
  const logout = useLogout();
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          aria-label="Växla sidomenyn"
          onClick={toggleSidebar}
          sx={{ width: 44, height: 44 }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
          Admin Panel
        </Typography>
        <Box
          component="span"
          data-testid="user-email"
          sx={{ display: { xs: 'none', sm: 'inline' }, color: 'text.secondary', fontSize: 14 }}
        >
          {user?.email}
        </Box>
        <Button variant="outlined" onClick={() => logout()} sx={{ minHeight: 44 }}>
          Logga ut
        </Button>
      </Toolbar>
    </AppBar>
  );
}
