import { AppBar, Button, IconButton, Link, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import MenuIcon from '@mui/icons-material/Menu';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useLogout, useTranslate } from 'react-admin';
import { useAuth } from '../auth/AuthContext';
import { useSidebar } from './SidebarContext';

export function AdminAppBar() {
  const { user } = useAuth();
  const { toggleSidebar } = useSidebar();
  const logout = useLogout();
  const translate = useTranslate();
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          aria-label={translate('app.menu.toggle')}
          onClick={toggleSidebar}
          sx={{ width: 44, height: 44 }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
          Admin Panel
        </Typography>
        <Link
          component={RouterLink}
          to="/account"
          title="Mitt konto"
          data-testid="user-email"
          sx={{ display: { xs: 'none', sm: 'inline' }, color: 'text.secondary', fontSize: 14 }}
        >
          {user?.email}
        </Link>
        <IconButton
          component={RouterLink}
          to="/account"
          aria-label="Mitt konto"
          sx={{ display: { xs: 'inline-flex', sm: 'none' }, width: 44, height: 44 }}
        >
          <AccountCircleIcon />
        </IconButton>
        <Button variant="outlined" onClick={() => logout()} sx={{ minHeight: 44 }}>
          {translate('ra.auth.logout')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
AdminAppBar.displayName = 'AdminAppBar';
