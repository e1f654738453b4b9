import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Datagrid, ListBase, TextField } from 'react-admin';
import { lazyView } from '../../src/resources/lazyView';
import { banksResource } from '../../src/resources/banks';
import { ResponsiveList } from '../../src/components/ResponsiveList';
import { setRecordPrefetcher } from '../../src/components/recordPrefetch';
import { registryPrefetcher } from '../../src/resources/prefetchView';
import { mockViewport, renderWithAdmin, testDataProvider } from './kit';

// Issue 24: a tapped list row must not wait for its form's chunk. lazyView's preload() fetches the view ahead of
// its route, and a view whose module has arrived renders without suspending; the lists call it when their rows
// are shown and the main thread is idle, or at once when a row is pressed or focused.

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const Form = () => <p>formuläret</p>;

describe('lazyView', () => {
  it('loads the module once, however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve({ Form }));
    const View = lazyView(load, 'Form');
    await Promise.all([View.preload(), View.preload()]);
    render(<View />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded view in the same commit, without the Suspense fallback', async () => {
    const View = lazyView(() => Promise.resolve({ Form }), 'Form');
    await View.preload();
    act(() => {
      render(
        <Suspense fallback={<p>laddar</p>}>
          <View />
        </Suspense>,
      );
    });
    // No await between the render and these: the fallback never showed.
    expect(screen.getByText('formuläret')).toBeInTheDocument();
    expect(screen.queryByText('laddar')).toBeNull();
  });

  it('suspends a view that was not preloaded, then shows it', async () => {
    const module = deferred<{ Form: typeof Form }>();
    const View = lazyView(() => module.promise, 'Form');
    render(
      <Suspense fallback={<p>laddar</p>}>
        <View />
      </Suspense>,
    );
    expect(screen.getByText('laddar')).toBeInTheDocument();
    await act(async () => module.resolve({ Form }));
    expect(await screen.findByText('formuläret')).toBeInTheDocument();
  });

  it('tries again after a failed fetch (offline) instead of keeping the failure', async () => {
    const load = vi
      .fn<() => Promise<{ Form: typeof Form }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Form });
    const View = lazyView(load, 'Form');
    await expect(View.preload()).rejects.toThrow('offline');
    await expect(View.preload()).resolves.toBe(Form);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('ResponsiveList prefetches the view its rows open', () => {
  const banks = [
    { id: 1, name: 'Nordbanken' },
    { id: 2, name: 'Sydbanken' },
  ];
  let preload: ReturnType<typeof vi.fn<() => Promise<unknown>>>;

  beforeEach(() => {
    // As src/App.tsx does: the lists prefetch through the resource registry.
    setRecordPrefetcher(registryPrefetcher());
    preload = vi.fn<() => Promise<unknown>>(() => Promise.resolve(Form));
    vi.spyOn(
      banksResource.views.edit as unknown as { preload: () => Promise<unknown> },
      'preload',
    ).mockImplementation(preload);
  });
  afterEach(() => {
    setRecordPrefetcher(undefined);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const renderBanks = (rows: Promise<{ data: typeof banks; total: number }>) =>
    renderWithAdmin(
      <ListBase resource="banks">
        <ResponsiveList<(typeof banks)[number]> primaryText={(r) => r.name}>
          <Datagrid>
            <TextField source="name" />
          </Datagrid>
        </ResponsiveList>
      </ListBase>,
      { dataProvider: testDataProvider({ getList: (() => rows) as never }) },
    );

  for (const width of [768, 1280]) {
    it(`at ${width} px: not while the rows load, then when the page is idle`, async () => {
      mockViewport(width);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const rows = deferred<{ data: typeof banks; total: number }>();
      renderBanks(rows.promise);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(preload).not.toHaveBeenCalled();
      await act(async () => rows.resolve({ data: banks, total: banks.length }));
      expect(await screen.findByText('Nordbanken')).toBeInTheDocument();
      // jsdom has no requestIdleCallback: the fallback timer stands in for the idle callback.
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(preload).toHaveBeenCalled();
    });

    it(`at ${width} px: at once when a row is pressed or focused`, async () => {
      mockViewport(width);
      renderBanks(Promise.resolve({ data: banks, total: banks.length }));
      const row = await screen.findByText('Sydbanken');
      preload.mockClear();
      fireEvent.pointerDown(row);
      expect(preload).toHaveBeenCalledTimes(1);
      fireEvent.focusIn(row);
      expect(preload).toHaveBeenCalledTimes(2);
    });
  }
});

describe('the view of a page opened by URL (issue 36)', () => {
  it('is the route’s list, create, edit or show view, and none outside the resources', async () => {
    const { routeViewOf } = await import('../../src/resources/prefetchView');
    const views = banksResource.views;
    expect(routeViewOf('/banks')).toBe(views.list);
    expect(routeViewOf('/banks/')).toBe(views.list);
    expect(routeViewOf('/banks/create')).toBe(views.create);
    expect(routeViewOf('/banks/12')).toBe(views.edit);
    expect(routeViewOf('')).toBeUndefined();
    expect(routeViewOf('/login')).toBeUndefined();
    expect(routeViewOf('/history')).toBeUndefined();
  });

  it('names the entry and the kind of view, which the first list prefetch reads too', async () => {
    const { routeEntryOf } = await import('../../src/resources/prefetchView');
    const kinds = ['/reviews', '/reviews/', '/reviews/create', '/reviews/7', '/reviews/7/show'].map(
      (path) => {
        const route = routeEntryOf(path);
        return route && `${route.entry.name} ${route.kind}`;
      },
    );
    expect(kinds).toEqual(['reviews list', 'reviews list', 'reviews create', 'reviews edit', 'reviews show']);
    expect(routeEntryOf('/')).toBeUndefined();
  });
});
