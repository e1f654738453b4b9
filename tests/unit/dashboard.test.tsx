import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { Dashboard } from '../../src/dashboard/Dashboard';
import { renderWithAdmin, testDataProvider } from './kit';

function countingProvider(counts: Record<string, number | Error>, pending: number) {
  const calls: Array<[string, unknown]> = [];
  const provider = testDataProvider({
    getCount: async (resource: string, params: { filter?: Record<string, unknown> }) => {
      calls.push([resource, params.filter]);
      if (params.filter?.status === 'pending') return pending;
      const value = counts[resource];
      if (value instanceof Error) throw value;
      return value;
    },
  } as Partial<DataProvider>);
  return { provider, calls };
}

const renderDashboard = (dataProvider: DataProvider) => renderWithAdmin(<Dashboard />, { dataProvider });

const COUNTS = { cards: 40, banks: 12, networks: 4, news: 12, blog: 12, inquiries: 36 };

describe('Dashboard', () => {
  it('shows the six counts in the spec order with links to the lists', async () => {
    const { provider } = countingProvider(COUNTS, 3);
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
  });

  it("badges the inquiries card with '{n} väntar' when inquiries are pending", async () => {
    const { provider, calls } = countingProvider(COUNTS, 3);
    renderDashboard(provider);
    expect(await screen.findByTestId('pending-badge')).toHaveTextContent('3 väntar');
    expect(
      within(screen.getByTestId('count-card-inquiries')).getByTestId('pending-badge'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual(['inquiries', { status: 'pending' }]);
  });

  it('shows no badge when nothing is pending', async () => {
    const { provider } = countingProvider(COUNTS, 0);
    renderDashboard(provider);
    await within(screen.getByTestId('count-card-inquiries')).findByTestId('count');
    expect(screen.queryByTestId('pending-badge')).not.toBeInTheDocument();
  });

  it('shows an error on the one card whose count failed and keeps the others', async () => {
    const { provider } = countingProvider({ ...COUNTS, banks: new Error('nätverksfel') }, 1);
    renderDashboard(provider);
    const banks = screen.getByTestId('count-card-banks');
    expect(await within(banks).findByRole('alert')).toHaveTextContent('Kunde inte hämta antalet');
    expect(await within(screen.getByTestId('count-card-cards')).findByTestId('count')).toHaveTextContent(
      '40',
    );
  });
});
