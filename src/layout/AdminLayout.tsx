import { lazy, memo, Suspense, useDeferredValue, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { AdminAppBar } from './AdminAppBar';
import { AdminSidebar } from './AdminSidebar';
import { NoAccessPage } from './NoAccessPage';
import { PageHeader } from './PageHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useKeyboardRows } from './useKeyboardRows';
import { useUndoShortcut } from './useUndoShortcut';
import { useSaveShortcut } from './useSaveShortcut';
import { FocusMainOnNavigate } from './FocusMainOnNavigate';
import { SidebarProvider } from './SidebarContext';
import { ViewLoading } from './ViewLoading';
import { RoleProvider, useRole } from '../components/RoleGate';
import { sameElementTree } from './sameElementTree';
import { resourceRegistry } from '../resources/registry';
import { FirstListPrefetch, useFirstListRowsSettled } from '../resources/usePrefetchFirstList';
import { DashboardCountsPrefetch } from '../resources/usePrefetchDashboardCounts';
import { isStaffRole } from '../lib/access';
import { useNeedsSecondFactor } from '../auth/useAssuranceLevel';
import { useDismissPrerender } from '../prerender/dismissPrerender';

const MfaChallenge = lazy(() => import('../auth/MfaChallenge').then((m) => ({ default: m.MfaChallenge })));

// Issue 24: the permission and assurance-level checks answer after the layout has mounted. They live in the two
// small children that depend on them, so that their answers re-render those children, not the whole layout.

/** The menu, except on the second-factor prompt, which stands alone: no menu to screens it does not open yet. */
function LayoutSidebar() {
  const { needsSecondFactor } = useNeedsSecondFactor();
  return needsSecondFactor ? null : <AdminSidebar registry={resourceRegistry} />;
}
LayoutSidebar.displayName = 'LayoutSidebar';

/** The page once the checks have answered: the second-factor prompt, the page for staff (admin or editor), or 'no access'. */
function LayoutPage({ children }: { children?: ReactNode }) {
  const { role: permissions, known } = useRole();
  const { pathname } = useLocation();
  const { needsSecondFactor, isPending: levelPending } = useNeedsSecondFactor();
  // As the role (RoleProvider): the page mounts in a deferred render, in slices, not in the level's answer's task.
  // A list opened by URL waits for the rows FirstListPrefetch asks for: it mounts once, with them (issue 36). The
  // second-factor prompt does not wait for them.
  const rowsSettled = useFirstListRowsSettled();
  const ready = useDeferredValue(known && !levelPending && (rowsSettled || needsSecondFactor));
  // The build's static shell stays over the page until the page itself (not the permissions spinner) is drawn; the
  // dashboard, drawn in a render after this one, removes it itself.
  const staffPage = ready && !needsSecondFactor && isStaffRole(permissions);
  useDismissPrerender(ready && !(staffPage && pathname === '/'));
  return (
    <Suspense fallback={<ViewLoading />}>
      {!ready ? (
        <ViewLoading />
      ) : needsSecondFactor ? (
        <MfaChallenge />
      ) : staffPage ? (
        children
      ) : (
        <NoAccessPage />
      )}
    </Suspense>
  );
}
LayoutPage.displayName = 'LayoutPage';

function AdminLayoutView({ children }: { children?: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useKeyboardRows(main);
  // Ctrl/Cmd+Z presses an open notice's 'Ångra' on every screen (list switches, form saves, bulk changes).
  useUndoShortcut();
  // Ctrl/Cmd+S saves the open form (issue 35).
  useSaveShortcut();
  return (
    <SidebarProvider>
      {/* A list opened by URL asks for its rows, the dashboard for its counts, once the role is known (issue 36). */}
      <FirstListPrefetch />
      <DashboardCountsPrefetch />
      <RoleProvider>
        <SkipLink />
        <FocusMainOnNavigate />
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
          <AdminAppBar />
          <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
            <LayoutSidebar />
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
              <LayoutPage>{children}</LayoutPage>
            </Box>
          </Box>
        </Box>
      </RoleProvider>
    </SidebarProvider>
  );
}
AdminLayoutView.displayName = 'AdminLayout';

/**
 * The layout react-admin renders around every page. react-admin's routes (ra-core 5.15 `CoreAdminRoutes`) render it
 * again, with a fresh but identical `<Routes>` tree as children, each time the permissions answer and the resources
 * register at start (three or four times); it renders again only when that tree really differs.
 */
export const AdminLayout = memo(AdminLayoutView, (previous, next) =>
  sameElementTree(previous.children, next.children),
);
