import { Suspense, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Loading, usePermissions } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminSidebar } from './AdminSidebar';
import { NoAccessPage } from './NoAccessPage';
import { PageHeader } from './PageHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useKeyboardRows } from './useKeyboardRows';
import { SidebarProvider } from './SidebarContext';
import { resourceRegistry } from '../resources/registry';
import { MfaChallenge } from '../auth/MfaChallenge';
import { useNeedsSecondFactor } from '../auth/useAssuranceLevel';

export function AdminLayout({ children }: { children?: ReactNode }) {
  const { permissions, isPending } = usePermissions();
  const { needsSecondFactor, isPending: levelPending } = useNeedsSecondFactor();
  const main = useRef<HTMLElement>(null);
  useKeyboardRows(main);
  return (
    <SidebarProvider>
      <SkipLink />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <AdminAppBar />
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
          <AdminSidebar registry={resourceRegistry} />
          <Box
            component="main"
            ref={main}
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{
              flex: 1,
              minWidth: 0,
              p: { xs: 1, sm: 2 },
              // Below md react-admin's create button floats over the bottom right corner: leave room under the
              // pagination so that it can always be scrolled clear of the button.
              pb: { xs: 16, md: 2 },
              '&:focus': { outline: 'none' },
            }}
          >
            <PageHeader />
            {isPending || levelPending ? (
              <Loading />
            ) : needsSecondFactor ? (
              <MfaChallenge />
            ) : permissions === 'admin' ? (
              <Suspense fallback={<Loading />}>{children}</Suspense>
            ) : (
              <NoAccessPage />
            )}
          </Box>
        </Box>
      </Box>
    </SidebarProvider>
  );
}
