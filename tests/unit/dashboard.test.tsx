import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { Dashboard } from '../../src/dashboard/Dashboard';
import type { DashboardBounds, DashboardSummary } from '../../src/providers/dataProvider';
import { renderWithAdmin, testDataProvider } from './kit';

const COUNTS = { cards: 40, banks: 12, networks: 4, news: 12, blog: 12, inquiries: 36 };
const TODO = { reviews: 5, 'stale-examples': 0, news: 2, blog: 1, changes: 9 };

function summaryProvider(answer: () => Promise<DashboardSummary>) {
  const calls: DashboardBounds[] = [];
  const provider = testDataProvider({
    getDashboardSummary: (bounds: DashboardBounds) => {
      calls.push(bounds);
      return answer();
    },
  } as Partial<DataProvider>);
  return { provider, calls };
}

const summary = (pending: number): DashboardSummary => ({
  counts: COUNTS,
  pending: { inquiries: pending },
  todo: TODO,
  oldest_pending_inquiry: pending > 0 ? new Date(Date.now() - 3 * 86_400_000).toISOString() : null,
});

const renderDashboard = (dataProvider: DataProvider) => renderWithAdmin(<Dashboard />, { dataProvider });

describe('Dashboard', () => {
  it('shows the six counts in the spec order with links to the lists, from one request', async () => {
    const { provider, calls } = summaryProvider(async () => summary(3));
    renderDashboard(provider);
    const order = ['cards', 'banks', 'networks', 'news', 'blog', 'inquiries'];
    const titles = ['Kreditkort', 'Banker', 'Nätverk', 'Nyheter', 'Bloggposter', 'Expertförfrågningar'];
    for (const [i, route] of order.entries()) {
      const card = screen.getByTestId(`count-card-${route}`);
      expect(card).toHaveTextContent(titles[i]);
      expect(await within(card).findByTestId('count')).toHaveTextContent(
        String(COUNTS[route as keyof typeof COUNTS]),
      );
      expect(within(card).getByRole('link')).toHaveAttribute('href', `/${route}`);
    }
    const cards = screen.getAllByTestId(/count-card-/);
    expect(cards.map((c) => c.dataset.testid)).toEqual(order.map((r) => `count-card-${r}`));
    // The six cards, the badge and the six 'Att göra' lines share one query.
    expect(await screen.findByTestId('todo-reviews')).toHaveAttribute('data-count', '5');
    expect(calls).toHaveLength(1);
    expect(calls[0].staleBefore).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(calls[0].changesSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("badges the inquiries card with '{n} väntar' when inquiries are pending", async () => {
    const { provider } = summaryProvider(async () => summary(3));
    renderDashboard(provider);
    expect(await screen.findByTestId('pending-badge')).toHaveTextContent('3 väntar');
    expect(
      within(screen.getByTestId('count-card-inquiries')).getByTestId('pending-badge'),
    ).toBeInTheDocument();
  });

  it('shows no badge when nothing is pending', async () => {
    const { provider } = summaryProvider(async () => summary(0));
    renderDashboard(provider);
    await within(screen.getByTestId('count-card-inquiries')).findByTestId('count');
    expect(screen.queryByTestId('pending-badge')).not.toBeInTheDocument();
    expect(screen.getByTestId('todo-oldest-inquiry')).toHaveTextContent('Inga expertförfrågningar väntar');
  });

  it('shows an error on the cards and the lines when the summary fails', async () => {
    const { provider } = summaryProvider(async () => {
      throw new Error('nätverksfel');
    });
    renderDashboard(provider);
    const banks = screen.getByTestId('count-card-banks');
    expect(await within(banks).findByRole('alert')).toHaveTextContent('Kunde inte hämta antalet');
    expect(screen.getByTestId('todo-reviews')).toHaveTextContent('Kunde inte hämta antalet');
    expect(screen.getByTestId('todo-oldest-inquiry')).toHaveTextContent('Kunde inte hämta förfrågningarna');
  });

  it("paints 'Att göra' at once with placeholders, and the answer fills the same elements", async () => {
    let resolve: (value: DashboardSummary) => void = () => {};
    const { provider } = summaryProvider(() => new Promise((r) => (resolve = r)));
    renderDashboard(provider);
    const line = screen.getByTestId('todo-reviews');
    const text = within(line).getByText('… recensioner väntar på granskning');
    expect(line).not.toHaveAttribute('data-count');
    expect(screen.getByTestId('todo-oldest-inquiry')).toHaveTextContent(
      'Äldsta obesvarade expertförfrågan har väntat i …',
    );
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    resolve(summary(3));
    expect(await within(line).findByText('5 recensioner väntar på granskning')).toBe(text);
    expect(screen.getByTestId('todo-reviews')).toBe(line);
    expect(line).toHaveAttribute('data-count', '5');
    expect(screen.getByTestId('todo-oldest-inquiry')).toHaveTextContent('3 dagar');
  });
});
