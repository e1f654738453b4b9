import { memo } from 'react';
import { AppBar, Button, IconButton, Link, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import MenuIcon from '@mui/icons-material/Menu';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useLogout, useTranslate } from 'react-admin';
import { useAuth } from '../auth/AuthContext';
import { useSidebar } from './SidebarContext';
import { SearchLauncher } from './SearchLauncher';

/** The signed-in user's e-mail: the one part of the bar that follows the session. */
function UserEmail() {
  return useAuth().user?.email ?? null;
}

/** 'Logga ut': react-admin's logout follows the route and the store, so it lives apart from the bar. */
function LogoutButton() {
  const logout = useLogout();
  const translate = useTranslate();
  return (
    <Button
      variant="outlined"
      onClick={() => logout()}
      sx={{ minHeight: 44, flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      {translate('ra.auth.logout')}
    </Button>
  );
}

/**
 * The top bar. Memoised, with the parts that follow the session and the route in their own components: the bar
 * itself renders once at start (issue 24) and again only when the sidebar's state changes.
 */
export const AdminAppBar = memo(function AdminAppBar() {
  const { toggleSidebar } = useSidebar();
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
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          Admin Panel
        </Typography>
        <SearchLauncher />
        <Link
          component={RouterLink}
          to="/account"
          title="Mitt konto"
          data-testid="user-email"
          // '&&': the theme's global rule for stand-alone links (display: inline-flex) outranks a single class,
          // and showed the e-mail beside the account icon at 390 px, wrapping the bar onto two lines (issue 31).
          sx={{ '&&': { display: { xs: 'none', sm: 'inline-flex' } }, color: 'text.secondary', fontSize: 14 }}
        >
          <UserEmail />
        </Link>
        <IconButton
          component={RouterLink}
          to="/account"
          aria-label="Mitt konto"
          sx={{ display: { xs: 'inline-flex', sm: 'none' }, width: 44, height: 44 }}
        >
          <AccountCircleIcon />
        </IconButton>
        <LogoutButton />
      </Toolbar>
    </AppBar>
  );
});
AdminAppBar.displayName = 'AdminAppBar';
