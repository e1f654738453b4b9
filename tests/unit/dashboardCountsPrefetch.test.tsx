import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardCountsPrefetch } from '../../src/resources/usePrefetchDashboardCounts';
import { needsSecondFactor } from '../../src/auth/verifySecondFactor';
import { renderWithAdmin, testDataProvider } from './kit';

vi.mock('../../src/auth/verifySecondFactor', () => ({
  needsSecondFactor: vi.fn(() => Promise.resolve(false)),
}));

// Issue 36: when the layout opens on the dashboard, the cards' count-only selects go out once the role is known,
// not from the dashboard's mount after the layout's page has rendered. Here nothing but the prefetch is rendered: every
// count asked was asked by it.
function countingProvider() {
  const getCount = vi.fn((resource: string, params: { filter?: object }) => {
    void resource;
    void params;
    return Promise.resolve(3);
  });
  return { getCount, dataProvider: testDataProvider({ getCount } as never) };
}
const asked = (getCount: ReturnType<typeof countingProvider>['getCount']) =>
  getCount.mock.calls.map(([resource, { filter }]) =>
    filter ? `${resource} ${JSON.stringify(filter)}` : resource,
  );

afterEach(() => vi.mocked(needsSecondFactor).mockClear());

describe('the dashboard’s counts asked by the layout', () => {
  it('asks every card’s count and the badge’s, once, for an admin on /', async () => {
    const { getCount, dataProvider } = countingProvider();
    renderWithAdmin(<DashboardCountsPrefetch />, { path: '/', dataProvider });
    await waitFor(() => expect(getCount).toHaveBeenCalledTimes(7));
    expect(asked(getCount)).toEqual([
      'cards',
      'banks',
      'networks',
      'news',
      'blog',
      'inquiries',
      'inquiries {"status":"pending"}',
    ]);
  });

  it('asks only the cards an editor sees', async () => {
    const { getCount, dataProvider } = countingProvider();
    renderWithAdmin(<DashboardCountsPrefetch />, { path: '/', dataProvider, role: 'editor' });
    await waitFor(() => expect(getCount).toHaveBeenCalledTimes(5));
    expect(asked(getCount)).toEqual(['cards', 'banks', 'networks', 'news', 'blog']);
  });

  it('waits for the role when it is not known yet, then asks', async () => {
    const { getCount, dataProvider } = countingProvider();
    const queryClient = new QueryClient();
    // The kit fills in the role before rendering, as the layout's prefetch does on a page opened by URL; after
    // signing in it is not there yet, and usePermissions (RoleProvider) asks for it.
    vi.spyOn(queryClient, 'setQueryData').mockImplementation(() => undefined);
    renderWithAdmin(<DashboardCountsPrefetch />, { path: '/', dataProvider, queryClient });
    expect(getCount).not.toHaveBeenCalled();
    await waitFor(() => expect(getCount).toHaveBeenCalledTimes(7));
  });

  it('asks nothing on another page, nor for a session that owes its second factor, nor without a role', async () => {
    const { getCount, dataProvider } = countingProvider();
    renderWithAdmin(<DashboardCountsPrefetch />, { path: '/cards', dataProvider });
    renderWithAdmin(<DashboardCountsPrefetch />, { path: '/', dataProvider, role: null });
    vi.mocked(needsSecondFactor).mockResolvedValueOnce(true);
    renderWithAdmin(<DashboardCountsPrefetch />, { path: '/', dataProvider });
    await waitFor(() => expect(needsSecondFactor).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getCount).not.toHaveBeenCalled();
  });
});
