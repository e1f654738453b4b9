import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { usePermissions } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminSidebar } from './AdminSidebar';
import { NoAccessPage } from './NoAccessPage';
import { PageHeader } from './PageHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useKeyboardRows } from './useKeyboardRows';
import { useUndoShortcut } from './useUndoShortcut';
import { SidebarProvider } from './SidebarContext';
import { ViewLoading } from './ViewLoading';
import { resourceRegistry } from '../resources/registry';
import { useNeedsSecondFactor } from '../auth/useAssuranceLevel';
import { useDismissPrerender } from '../prerender/dismissPrerender';

const MfaChallenge = lazy(() => import('../auth/MfaChallenge').then((m) => ({ default: m.MfaChallenge })));

export function AdminLayout({ children }: { children?: ReactNode }) {
  const { permissions, isPending } = usePermissions();
  const { needsSecondFactor, isPending: levelPending } = useNeedsSecondFactor();
  const main = useRef<HTMLElement>(null);
  // The build's static shell stays over the page until the page itself (not the permissions spinner) is drawn.
  useDismissPrerender(!(isPending || levelPending));
  useKeyboardRows(main);
  // Ctrl/Cmd+Z presses an open notice's 'Ångra' on every screen (list switches, form saves, bulk changes).
  useUndoShortcut();
  return (
    <SidebarProvider>
      <SkipLink />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <AdminAppBar />
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
          {/* The second-factor prompt stands alone: no menu to screens it does not open yet. */}
          {needsSecondFactor ? null : <AdminSidebar registry={resourceRegistry} />}
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
AdminLayout.displayName = 'AdminLayout';
