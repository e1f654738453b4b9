import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetListResult } from 'react-admin';
import {
  FirstListPrefetch,
  resetFirstList,
  useFirstListRowsSettled,
} from '../../src/resources/usePrefetchFirstList';
import { renderWithAdmin, testDataProvider } from './kit';

// Issue 36: the layout holds a list opened by URL until the rows FirstListPrefetch asks for have answered, from its
// first render on, so that the list mounts once with them (tests/e2e/listFirstMount.spec.ts checks that in the
// browser). What the page below the prefetch sees, render by render:
const seen: boolean[] = [];
function HeldPage() {
  const settled = useFirstListRowsSettled();
  seen.push(settled);
  return <p>{settled ? 'sidan' : 'väntar'}</p>;
}
const Layout = () => (
  <>
    <FirstListPrefetch />
    <HeldPage />
  </>
);

afterEach(() => {
  resetFirstList();
  seen.length = 0;
  vi.useRealTimers();
});

function pendingGetList() {
  let answer: (result: GetListResult) => void = () => undefined;
  const getList = vi.fn(() => new Promise<GetListResult>((resolve) => (answer = resolve)));
  return { getList, answer: (result: GetListResult) => answer(result) };
}

describe('a list opened by URL waits for its first rows', () => {
  it('holds the page from its first render until the reviews’ first page has answered', async () => {
    const { getList, answer } = pendingGetList();
    renderWithAdmin(<Layout />, { path: '/reviews', dataProvider: testDataProvider({ getList }) });
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    expect(getList).toHaveBeenCalledWith(
      'reviews',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
    expect(screen.getByText('väntar')).toBeTruthy();
    await act(async () => answer({ data: [{ id: 1 }], total: 1 }));
    expect(await screen.findByText('sidan')).toBeTruthy();
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('shows the page after 3 s when the rows do not answer', async () => {
    vi.useFakeTimers();
    const { getList } = pendingGetList();
    renderWithAdmin(<Layout />, { path: '/reviews', dataProvider: testDataProvider({ getList }) });
    expect(screen.getByText('väntar')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2_900));
    expect(screen.getByText('väntar')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('sidan')).toBeTruthy();
  });

  it('does not hold a page whose user may not list the rows (nothing is asked)', () => {
    const { getList } = pendingGetList();
    renderWithAdmin(<Layout />, {
      path: '/reviews',
      dataProvider: testDataProvider({ getList }),
      role: null,
    });
    expect(seen[0]).toBe(true);
    expect(getList).not.toHaveBeenCalled();
  });

  it('does not hold the dashboard, nor a list opened with its own parameters', () => {
    const { getList } = pendingGetList();
    renderWithAdmin(<Layout />, { path: '/', dataProvider: testDataProvider({ getList }) });
    expect(seen).not.toContain(false);
    resetFirstList();
    renderWithAdmin(<Layout />, { path: '/reviews?page=2', dataProvider: testDataProvider({ getList }) });
    expect(seen).not.toContain(false);
    expect(getList).not.toHaveBeenCalled();
  });
});
