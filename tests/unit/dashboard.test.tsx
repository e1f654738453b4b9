import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import StarIcon from '@mui/icons-material/Star';
import type { DataProvider } from 'react-admin';
import { Dashboard } from '../../src/dashboard/Dashboard';
import {
  createDataProvider,
  type DashboardBounds,
  type DashboardSummary,
} from '../../src/providers/dataProvider';
import type { CountParams } from '../../src/providers/countMethods';
import { defineResource } from '../../src/resources/defineResource';
import { resourceRegistry, tablesOf } from '../../src/resources/registry';
import { renderWithAdmin, testDataProvider } from './kit';
import { recordingClient } from './recordingClient';

const COUNTS: Record<string, number> = {
  cards: 40,
  banks: 12,
  networks: 4,
  news: 12,
  blog: 12,
  inquiries: 36,
};
const TODO = { reviews: 5, 'stale-examples': 0, news: 2, blog: 1, changes: 9 };
const ORDER = ['cards', 'banks', 'networks', 'news', 'blog', 'inquiries'];

interface Calls {
  counts: Array<{ resource: string; filter?: CountParams['filter'] }>;
  summaries: DashboardBounds[];
}

/** Answers getCount per resource (and the badge's filter with `pending`) and the 'Att göra' summary. */
function dashboardProvider({
  pending = 3,
  count = async (resource: string, params: CountParams) =>
    params.filter?.status === 'pending' ? pending : COUNTS[resource],
  summary = async (): Promise<DashboardSummary> => ({
    todo: TODO,
    oldest_pending_inquiry: pending > 0 ? new Date(Date.now() - 3 * 86_400_000).toISOString() : null,
  }),
}: {
  pending?: number;
  count?: (resource: string, params: CountParams) => Promise<number>;
  summary?: () => Promise<DashboardSummary>;
} = {}) {
  const calls: Calls = { counts: [], summaries: [] };
  const provider = testDataProvider({
    getCount: (resource: string, params: CountParams = {}) => {
      calls.counts.push({ resource, filter: params.filter });
      return count(resource, params);
    },
    getDashboardSummary: (bounds: DashboardBounds) => {
      calls.summaries.push(bounds);
      return summary();
    },
  } as Partial<DataProvider>);
  return { provider, calls };
}

const renderDashboard = (dataProvider: DataProvider) => renderWithAdmin(<Dashboard />, { dataProvider });

describe('Dashboard', () => {
  it('shows the six counts in the spec order with links to the lists, one count request each', async () => {
    const { provider, calls } = dashboardProvider();
    renderDashboard(provider);
    const titles = ['Kreditkort', 'Banker', 'Nätverk', 'Nyheter', 'Bloggposter', 'Expertförfrågningar'];
    for (const [i, route] of ORDER.entries()) {
      const card = screen.getByTestId(`count-card-${route}`);
      expect(card).toHaveTextContent(titles[i]);
      expect(await within(card).findByTestId('count')).toHaveTextContent(String(COUNTS[route]));
      expect(within(card).getByRole('link')).toHaveAttribute('href', `/${route}`);
    }
    const cards = screen.getAllByTestId(/count-card-/);
    expect(cards.map((c) => c.dataset.testid)).toEqual(ORDER.map((r) => `count-card-${r}`));
    // Six plain counts and the badge's, all asked for by the first render; 'Att göra' has its own one call.
    const key = (call: Calls['counts'][number]) => `${call.resource} ${JSON.stringify(call.filter ?? {})}`;
    expect(calls.counts.map(key).sort()).toEqual(
      [...ORDER.map((resource) => `${resource} {}`), 'inquiries {"status":"pending"}'].sort(),
    );
    expect(await screen.findByTestId('todo-reviews')).toHaveAttribute('data-count', '5');
    expect(calls.summaries).toHaveLength(1);
    expect(calls.summaries[0].staleBefore).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(calls.summaries[0].changesSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('asks for every count before any answers (in parallel, not one after the other)', async () => {
    const answers: Array<() => void> = [];
    const { provider, calls } = dashboardProvider({
      count: (resource) => new Promise((resolve) => answers.push(() => resolve(COUNTS[resource]))),
    });
    renderDashboard(provider);
    await expect.poll(() => calls.counts.length).toBe(7);
    expect(answers).toHaveLength(7);
    for (const answer of answers) answer();
    expect(await within(screen.getByTestId('count-card-blog')).findByTestId('count')).toHaveTextContent('12');
  });

  it("badges the inquiries card with '{n} väntar' when inquiries are pending", async () => {
    const { provider } = dashboardProvider({ pending: 3 });
    renderDashboard(provider);
    expect(await screen.findByTestId('pending-badge')).toHaveTextContent('3 väntar');
    expect(
      within(screen.getByTestId('count-card-inquiries')).getByTestId('pending-badge'),
    ).toBeInTheDocument();
  });

  it('shows no badge when nothing is pending', async () => {
    const { provider } = dashboardProvider({ pending: 0 });
    renderDashboard(provider);
    await within(screen.getByTestId('count-card-inquiries')).findByTestId('count');
    expect(screen.queryByTestId('pending-badge')).not.toBeInTheDocument();
    expect(await screen.findByTestId('todo-oldest-inquiry')).toHaveTextContent(
      'Inga expertförfrågningar väntar',
    );
  });

  it('shows a failing count as an error on its own card only', async () => {
    const { provider } = dashboardProvider({
      count: async (resource) => {
        if (resource === 'banks') throw new Error('nätverksfel');
        return COUNTS[resource];
      },
    });
    renderDashboard(provider);
    const banks = screen.getByTestId('count-card-banks');
    expect(await within(banks).findByRole('alert')).toHaveTextContent('Kunde inte hämta antalet');
    for (const route of ORDER.filter((r) => r !== 'banks')) {
      const card = screen.getByTestId(`count-card-${route}`);
      expect(await within(card).findByTestId('count')).toHaveTextContent(String(COUNTS[route]));
      expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    }
    expect(await screen.findByTestId('todo-reviews')).toHaveAttribute('data-count', '5');
  });

  it('shows a failing badge count as an error on its card, the card keeping its number', async () => {
    const { provider } = dashboardProvider({
      count: async (resource, params) => {
        if (params.filter) throw new Error('nätverksfel');
        return COUNTS[resource];
      },
    });
    renderDashboard(provider);
    const inquiries = screen.getByTestId('count-card-inquiries');
    expect(await within(inquiries).findByRole('alert')).toHaveTextContent('Kunde inte hämta antalet');
    expect(await within(inquiries).findByTestId('count')).toHaveTextContent('36');
    expect(screen.queryByTestId('pending-badge')).not.toBeInTheDocument();
  });

  it("shows an error on 'Att göra' when its summary fails, and the cards keep their counts", async () => {
    const { provider } = dashboardProvider({
      summary: async () => {
        throw new Error('nätverksfel');
      },
    });
    renderDashboard(provider);
    const reviews = screen.getByTestId('todo-reviews');
    expect(await within(reviews).findByText('Kunde inte hämta antalet')).toBeInTheDocument();
    expect(screen.getByTestId('todo-oldest-inquiry')).toHaveTextContent('Kunde inte hämta förfrågningarna');
    const cards = screen.getByTestId('count-card-cards');
    expect(await within(cards).findByTestId('count')).toHaveTextContent('40');
  });

  it("paints 'Att göra' at once with placeholders, and the answer fills the same elements", async () => {
    let resolve: (value: DashboardSummary) => void = () => {};
    const { provider } = dashboardProvider({ summary: () => new Promise((r) => (resolve = r)) });
    renderDashboard(provider);
    const line = screen.getByTestId('todo-reviews');
    const text = within(line).getByText('… recensioner väntar på granskning');
    expect(line).not.toHaveAttribute('data-count');
    expect(screen.getByTestId('todo-oldest-inquiry')).toHaveTextContent(
      'Äldsta obesvarade expertförfrågan har väntat i …',
    );
    const todo = screen.getByRole('region', { name: 'Att göra' });
    expect(within(todo).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    resolve({ todo: TODO, oldest_pending_inquiry: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    expect(await within(line).findByText('5 recensioner väntar på granskning')).toBe(text);
    expect(screen.getByTestId('todo-reviews')).toBe(line);
    expect(line).toHaveAttribute('data-count', '5');
    expect(screen.getByTestId('todo-oldest-inquiry')).toHaveTextContent('3 dagar');
  });
  it("draws the count cards in a commit of their own, before 'Att göra' and 'Verktyg'", async () => {
    const { provider } = dashboardProvider();
    // What the document holds after each commit of the dashboard's tree.
    const commits: Array<{ cards: number; todo: boolean; tools: boolean }> = [];
    renderWithAdmin(
      <Profiler
        id="dashboard"
        onRender={() =>
          commits.push({
            cards: document.querySelectorAll('[data-testid^="count-card-"]').length,
            todo: document.querySelector('[data-testid="todo-reviews"]') !== null,
            tools: screen.queryByRole('region', { name: 'Verktyg' }) !== null,
          })
        }
      >
        <Dashboard />
      </Profiler>,
      { dataProvider: provider },
    );
    expect(await screen.findByTestId('todo-reviews')).toBeInTheDocument();
    expect(commits).toContainEqual({ cards: 6, todo: false, tools: false });
    const panels = commits.findIndex((commit) => commit.todo);
    expect(commits.findIndex((commit) => commit.cards === 6)).toBeLessThan(panels);
    expect(commits[panels]).toEqual({ cards: 6, todo: true, tools: true });
  });
});

describe('a new resource with a dashboard card', () => {
  const added = defineResource('offers', {
    table: 'reviews',
    icon: StarIcon,
    dashboard: { order: 7, title: 'resources.reviews.name', badge: { status: 'pending' } },
  });
  afterEach(() => {
    const at = resourceRegistry.indexOf(added);
    if (at >= 0) resourceRegistry.splice(at, 1);
  });

  it('gets its card and badge from its entry alone: a count-only HEAD on its table through the data provider', async () => {
    const { client, sent } = recordingClient((url) => {
      if (url.pathname.startsWith('/rest/v1/rpc/'))
        return Response.json({ todo: TODO, oldest_pending_inquiry: null });
      const total = url.pathname === '/rest/v1/reviews' ? (url.searchParams.has('status') ? 2 : 17) : 1;
      return new Response(null, { headers: { 'Content-Range': `*/${total}` } });
    });
    // The entry is the only change: the registry feeds the dashboard and the route → table mapping.
    resourceRegistry.push(added);
    const dataProvider = createDataProvider({ tables: tablesOf(resourceRegistry), client });
    renderDashboard(dataProvider);

    const card = screen.getByTestId('count-card-offers');
    expect(card).toHaveTextContent('Recensioner');
    expect(await within(card).findByTestId('count')).toHaveTextContent('17');
    expect(await within(card).findByTestId('pending-badge')).toHaveTextContent('2 väntar');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/offers');
    expect(screen.getAllByTestId(/count-card-/).at(-1)).toBe(card);

    const heads = sent.filter((request) => request.url.pathname === '/rest/v1/reviews');
    expect(heads.map((request) => [request.method, request.url.search, request.prefer]).sort()).toEqual([
      ['HEAD', '?select=id&status=eq.pending', 'count=exact'],
      ['HEAD', '?select=id', 'count=exact'],
    ]);
    // The six cards of the spec and the badge as count-only requests too, and one 'Att göra' call.
    expect(sent.filter((request) => request.method === 'HEAD')).toHaveLength(9);
    expect(sent.filter((request) => request.method !== 'HEAD').map((r) => r.url.pathname)).toEqual([
      '/rest/v1/rpc/dashboard_summary',
    ]);
  });
});
