// The one way unit tests render app components: react-admin's AdminContext with the app's i18n and theme,
// a memory router and react-admin's testDataProvider.
import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { theme } from '../../src/layout/theme';
import { RoleProvider } from '../../src/components/RoleGate';

export { testDataProvider };
export { plainSpaces } from '../helpers';

export interface RenderOptions {
  dataProvider?: DataProvider;
  /** The URL the router starts at. */
  path?: string;
  /** Renders inside this resource's context (labels come from `resources.<name>.fields`). */
  resource?: string;
  /** Route patterns that render `ui` (e.g. '/reviews/:id'); any other path shows 'lista'. */
  routes?: string[];
  /** react-admin's query client (default: a new one); a test that fills the cache first passes its own. */
  queryClient?: QueryClient;
  /** The signed-in user's role, as the app's authProvider gives it (default: admin, who may do everything). */
  role?: 'admin' | 'editor' | null;
}

/** A signed-in user of the given role: what the screens ask react-admin's permissions (src/components/RoleGate.tsx). */
function signedInAs(role: 'admin' | 'editor' | null): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(role),
  };
}

export function renderWithAdmin(
  ui: ReactElement,
  {
    dataProvider = testDataProvider(),
    path = '/',
    resource,
    routes,
    queryClient,
    role = 'admin',
  }: RenderOptions = {},
) {
  const routed = routes ? (
    <Routes>
      {routes.map((route) => (
        <Route key={route} path={route} element={ui} />
      ))}
      <Route path="*" element={<p>lista</p>} />
    </Routes>
  ) : (
    ui
  );
  // As the app's layout does before any screen renders: the role is already loaded (react-admin's usePermissions key).
  const client = queryClient ?? new QueryClient();
  client.setQueryData(['auth', 'getPermissions', {}], role);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={signedInAs(role)}
        i18nProvider={i18nProvider}
        theme={theme}
        queryClient={client}
      >
        <RoleProvider>
          {resource ? <ResourceContextProvider value={resource}>{routed}</ResourceContextProvider> : routed}
        </RoleProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** A window of this width for MUI's useMediaQuery: `max-width` and `min-width` queries answer as a browser would. */
export function mockViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}
