import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  localStorageStore,
  useAuthState,
  usePermissions,
  useTranslate,
  type AuthProvider,
  type Store,
} from 'react-admin';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { createStore } from '../../src/providers/store';
import { authChecksFor, prefetchAuthChecks } from '../../src/providers/authPrefetch';
import { createQueryClient } from '../../src/providers/queryClient';

/** The app's query client (the auth check kept 5 minutes) over a supabase-js auth that reports nothing. */
const appQueryClient = () =>
  createQueryClient({ onAuthStateChange: () => ({ data: { subscription: { unsubscribe() {} } } }) } as never);

// Issue 24: React's first render (time-sliced in src/main.tsx) must already be the app, not an empty shell that a
// second, synchronous update fills: react-admin's I18nContextProvider must not wait for an effect, and the auth checks
// the layout and the dashboard wait for must be in the cache under react-admin's own keys.

function Greeting() {
  return <p>{useTranslate()('ra.auth.sign_in')}</p>;
}

/** What react-admin renders before any effect has run (server rendering runs none). */
const firstRender = (store: Store) =>
  renderToString(
    <MemoryRouter>
      <AdminContext store={store} i18nProvider={i18nProvider}>
        <Greeting />
      </AdminContext>
    </MemoryRouter>,
  );

describe('createStore', () => {
  it("lets react-admin's first render show the app (the stock store renders nothing until an effect)", () => {
    localStorage.clear();
    expect(firstRender(localStorageStore())).not.toContain('Logga in');
    expect(firstRender(createStore(i18nProvider))).toContain('Logga in');
  });

  it('reads a stored locale and other keys as before', () => {
    localStorage.clear();
    const store = createStore(i18nProvider);
    expect(store.getItem('locale')).toBe('sv');
    store.setItem('locale', 'en');
    expect(store.getItem('locale')).toBe('en');
    expect(store.getItem('sidebar.open', true)).toBe(true);
    store.setItem('sidebar.open', false);
    expect(store.getItem('sidebar.open', true)).toBe(false);
  });
});

/** react-admin's context around a hook, with the given auth provider and query client. */
const adminWrapper =
  (authProvider: AuthProvider, queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <AdminContext authProvider={authProvider} queryClient={queryClient} i18nProvider={i18nProvider}>
        {children}
      </AdminContext>
    </MemoryRouter>
  );

describe('prefetchAuthChecks', () => {
  it('checks what the first screen waits for: the layout everywhere in it, the dashboard on /', () => {
    expect(authChecksFor('')).toEqual([{}, { route: 'dashboard' }]);
    expect(authChecksFor('/')).toEqual([{}, { route: 'dashboard' }]);
    expect(authChecksFor('/cards/12')).toEqual([{}]);
    for (const path of ['/login', '/set-password', '/forgot-password', '/sign-up'])
      expect(authChecksFor(path)).toEqual([]);
  });

  it("answers react-admin's useAuthState from the cache in its first render, without a second check", async () => {
    const checkAuth = vi.fn(async () => undefined);
    const authProvider = { checkAuth } as unknown as AuthProvider;
    const queryClient = appQueryClient();
    await prefetchAuthChecks(queryClient, authProvider, '/');
    expect(checkAuth).toHaveBeenCalledTimes(2);
    expect(checkAuth).toHaveBeenCalledWith(expect.objectContaining({ route: 'dashboard' }));
    const wrapper = adminWrapper(authProvider, queryClient);
    const firstResults: Array<{ isPending: boolean; authenticated?: boolean }> = [];
    renderHook(
      () => {
        const layout = useAuthState();
        const dashboard = useAuthState({ route: 'dashboard' });
        if (!firstResults.length) firstResults.push(layout, dashboard);
      },
      { wrapper },
    );
    expect(firstResults.map((r) => [r.isPending, r.authenticated])).toEqual([
      [false, true],
      [false, true],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(checkAuth).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed check out of the cache, so react-admin checks again and logs out as before', async () => {
    const checkAuth = vi.fn(async () => Promise.reject(new Error('no session')));
    const getPermissions = vi.fn(async () => 'admin');
    const queryClient = new QueryClient();
    await prefetchAuthChecks(queryClient, { checkAuth, getPermissions } as unknown as AuthProvider, '/cards');
    expect(checkAuth).toHaveBeenCalledTimes(1);
    // No role is asked without a session (a null kept in the cache would outlive the sign-in).
    expect(getPermissions).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['auth'] })).toEqual([]);
  });

  it("asks for the role once the layout's check passes, into react-admin's usePermissions, without waiting for it", async () => {
    const checkAuth = vi.fn(async () => undefined);
    let answer: (role: string) => void = () => undefined;
    const getPermissions = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const authProvider = { checkAuth, getPermissions } as unknown as AuthProvider;
    const queryClient = appQueryClient();
    // The first render is not held back by the role's requests.
    await prefetchAuthChecks(queryClient, authProvider, '/reviews');
    expect(getPermissions).toHaveBeenCalledTimes(1);
    const wrapper = adminWrapper(authProvider, queryClient);
    const { result } = renderHook(() => usePermissions(), { wrapper });
    expect(result.current.isPending).toBe(true);
    answer('editor');
    await vi.waitFor(() => expect(result.current.permissions).toBe('editor'));
    // usePermissions joined the request under way: the role was asked once.
    expect(getPermissions).toHaveBeenCalledTimes(1);
  });

  it("on / also answers the dashboard's WithPermissions (react-admin's dashboard route) from the cache", async () => {
    const checkAuth = vi.fn(async () => undefined);
    const getPermissions = vi.fn(async () => 'admin');
    const authProvider = { checkAuth, getPermissions } as unknown as AuthProvider;
    const queryClient = appQueryClient();
    await prefetchAuthChecks(queryClient, authProvider, '/');
    await vi.waitFor(() => expect(getPermissions).toHaveBeenCalledTimes(2));
    expect(getPermissions).toHaveBeenCalledWith(expect.objectContaining({ params: { route: 'dashboard' } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const wrapper = adminWrapper(authProvider, queryClient);
    const firstResults: Array<{ isPending: boolean; permissions?: unknown }> = [];
    renderHook(
      () => {
        // ra-core 5.15 CoreAdminRoutes: <WithPermissions authParams={{ params: { route: 'dashboard' } }}>.
        const dashboard = usePermissions({ params: { route: 'dashboard' } }, { enabled: true });
        const layout = usePermissions();
        if (!firstResults.length) firstResults.push(dashboard, layout);
      },
      { wrapper },
    );
    expect(firstResults.map((r) => [r.isPending, r.permissions])).toEqual([
      [false, 'admin'],
      [false, 'admin'],
    ]);
  });
});
