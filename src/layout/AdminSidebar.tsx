import { Box, Drawer } from '@mui/material';
import { memo, useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AdminMenu } from './AdminMenu';
import { WhenRoleKnown } from '../components/RoleGate';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE, useSidebar } from './SidebarContext';
import type { ResourceEntry } from '../resources/types';

/**
 * The 'Admin' sidebar, or below 768 px the slide-in sheet. Memoised (its props never change), and the closed sheet is
 * not mounted: its ~180 components and the Slide's forced layout are paid when it opens, not at every start.
 */
export const AdminSidebar = memo(function AdminSidebar({ registry }: { registry: ResourceEntry[] }) {
  const translate = useTranslate();
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();
  const { pathname } = useLocation();

  useEffect(() => {
    setOpenMobile(false);
  }, [pathname, setOpenMobile]);
  const close = useCallback(() => setOpenMobile(false), [setOpenMobile]);

  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={openMobile}
        onClose={close}
        PaperProps={
          {
            sx: { width: SIDEBAR_WIDTH_MOBILE },
            'data-testid': 'sidebar-sheet',
            'aria-label': translate('app.menu.sheet'),
          } as object
        }
      >
        <WhenRoleKnown>
          <AdminMenu registry={registry} onNavigate={close} />
        </WhenRoleKnown>
      </Drawer>
    );
  }
  const width = open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON;
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      sx={{
        width,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        overflowX: 'hidden',
        transition: 'width 150ms ease',
        bgcolor: 'background.paper',
      }}
    >
      <WhenRoleKnown>
        <AdminMenu registry={registry} collapsed={!open} />
      </WhenRoleKnown>
    </Box>
  );
});
AdminSidebar.displayName = 'AdminSidebar';
