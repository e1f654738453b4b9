import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { captureUrlAuthError } from './auth/urlAuthError';
import { App, queryClient } from './App';
import { prefetchAuthChecks } from './providers/authPrefetch';
import { authProvider } from './providers/authProvider';
import { dismissPrerender } from './prerender/dismissPrerender';
import { preloadRouteView } from './resources/prefetchView';

export const ADMIN_BASENAME = '/admin';

captureUrlAuthError();

// The sign-in page and the layout remove the build's static first paint when they render; should neither come
// (an error page, a route without either), it goes after 10 s rather than cover the app.
setTimeout(dismissPrerender, 10_000);

if (!window.location.pathname.startsWith(ADMIN_BASENAME)) {
  window.history.replaceState(null, '', `${ADMIN_BASENAME}${window.location.search}${window.location.hash}`);
}

// A data router (unlike react-admin's default hash router) gives real /admin/... URLs and keeps
// react-admin's unsaved-changes guard working.
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: ADMIN_BASENAME });

const root = createRoot(document.getElementById('root')!);
const path = window.location.pathname.slice(ADMIN_BASENAME.length);
preloadRouteView(path);
void prefetchAuthChecks(queryClient, authProvider, path).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        {/*
      react-router 7 wraps every router state update in React.startTransition. Without a session, react-admin's
      requireAuth mounts LogoutOnMount, whose logout() navigates to /login and in the same tick resets the store and
      clears the query cache: urgent updates that re-run checkAuth, remount LogoutOnMount and interrupt the pending
      transition to /login before it commits. Each round pushes one more /login entry (about 2,000 in a row) until
      Chrome's history throttling lets the transition through after 13-15 s. Synchronous router updates commit the
      navigation at once.
    */}
        <RouterProvider router={router} useTransitions={false} />
      </StrictMode>,
    ),
  ),
);
