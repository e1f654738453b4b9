import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

export const ADMIN_BASENAME = '/admin';

if (!window.location.pathname.startsWith(ADMIN_BASENAME)) {
  window.history.replaceState(null, '', `${ADMIN_BASENAME}${window.location.search}${window.location.hash}`);
}

// A data router (unlike react-admin's default hash router) gives real /admin/... URLs and keeps
// react-admin's unsaved-changes guard working.
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: ADMIN_BASENAME });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
