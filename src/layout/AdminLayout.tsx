import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { usePermissions } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminSidebar } from './AdminSidebar';
import { NoAccessPage } from './NoAccessPage';
import { SidebarProvider } from './SidebarContext';
import { ViewLoading } from './ViewLoading';
import { resourceRegistry } from '../resources/registry';
import { useNeedsSecondFactor } from '../auth/useAssuranceLevel';

const MfaChallenge = lazy(() => import('../auth/MfaChallenge').then((m) => ({ default: m.MfaChallenge })));

export function AdminLayout({ children }: { children?: ReactNode }) {
  const { permissions, isPending } = usePermissions();
  const { needsSecondFactor, isPending: levelPending } = useNeedsSecondFactor();
  return (
    <SidebarProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <AdminAppBar />
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
          <AdminSidebar registry={resourceRegistry} />
          <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, p: { xs: 1, sm: 2 } }}>
            <Suspense fallback={<ViewLoading />}>
              {isPending || levelPending ? (
                <ViewLoading />
              ) : needsSecondFactor ? (
                <MfaChallenge />
              ) : permissions === 'admin' ? (
                children
              ) : (
                <NoAccessPage />
              )}
            </Suspense>
          </Box>
        </Box>
      </Box>
    </SidebarProvider>
  );
}
