import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { resourceRegistry } from '../../src/resources/registry';
import { PageHeader } from '../../src/layout/PageHeader';
import { breadcrumbsFor } from '../../src/layout/breadcrumbs';
import { documentTitle } from '../../src/layout/documentTitle';
import { CategoryEdit } from '../../src/resources/categories/CategoryEdit';
import { BankShow } from '../../src/resources/banks/BankShow';

const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

describe('page titles and delete confirmations in sv.ts', () => {
  const entries = resourceRegistry;

  it('name the open record on every edit and show page, with the lower-case singular in the sentence', () => {
    for (const entry of entries) {
      const singular = t(`resources.${entry.name}.forcedCaseName`, { smart_count: 1 });
      expect(singular, entry.name).toBe(singular.toLowerCase());
      for (const view of ['edit', 'show'] as const) {
        if (!entry.views[view]) continue;
        const title = t(`resources.${entry.name}.page.${view}`, { recordRepresentation: 'Posten X' });
        expect(title, `${entry.name}.${view}`).toMatch(/: Posten X$/);
        expect(title.toLowerCase(), `${entry.name}.${view}`).toContain(singular);
      }
      if (entry.views.create) {
        const title = t(`resources.${entry.name}.page.create`);
        expect(title, `${entry.name}.create`).toMatch(/^Ny(tt)? /);
        expect(title, `${entry.name}.create`).toContain(singular);
      }
    }
  });

  it('ask before deleting a record of any resource that can be deleted, by its name', () => {
    for (const entry of entries.filter((e) => e.name !== 'cookies')) {
      const title = t(`resources.${entry.name}.message.delete_title`, {
        recordRepresentation: 'SEB Classic',
      });
      expect(title, entry.name).toMatch(/^Ta bort \S+ SEB Classic\?$/);
      expect(t(`resources.${entry.name}.message.delete_content`), entry.name).toMatch(/ångra\.$/);
    }
    expect(t('resources.cards.message.delete_title', { recordRepresentation: 'SEB Classic' })).toBe(
      'Ta bort kreditkortet SEB Classic?',
    );
  });

  it('count several records in the bulk dialog with the plural', () => {
    const name = t('resources.reviews.forcedCaseName', { smart_count: 3 });
    expect(t('ra.message.bulk_delete_title', { smart_count: 3, name })).toBe('Ta bort 3 recensioner?');
    expect(t('ra.message.bulk_delete_content', { smart_count: 3, name })).toBe(
      '3 recensioner tas bort permanent. Det går inte att ångra.',
    );
  });
});

describe('breadcrumbs and the tab title', () => {
  const label = (name: string) => (name === 'cards' ? 'Kreditkort' : null);

  it('lead from the dashboard through the list to the open record', () => {
    expect(breadcrumbsFor('/cards/4', label, 'Redigera kreditkort: SEB Classic')).toEqual([
      { to: '/', label: 'Dashboard' },
      { to: '/cards', label: 'Kreditkort' },
      { label: 'Redigera kreditkort: SEB Classic' },
    ]);
    expect(breadcrumbsFor('/cards', label, 'Kreditkort')).toEqual([{ to: '/', label: 'Dashboard' }]);
    expect(breadcrumbsFor('/account', label, 'Mitt konto')).toEqual([]);
  });

  it('put the page first in the tab', () => {
    expect(documentTitle('Redigera kreditkort:  SEB\nClassic')).toBe(
      'Redigera kreditkort: SEB Classic – Admin Panel',
    );
    expect(documentTitle('')).toBe('Admin Panel');
  });
});

function renderPage(
  path: string,
  route: string,
  resource: string,
  view: React.ReactElement,
  dp: DataProvider,
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dp} i18nProvider={i18nProvider}>
        <ResourceDefinitionContextProvider
          definitions={{
            [resource]: {
              name: resource,
              hasList: true,
              hasEdit: true,
              hasShow: true,
              recordRepresentation: 'name',
            },
          }}
        >
          <PageHeader />
          <Routes>
            <Route
              path={route}
              element={<ResourceContextProvider value={resource}>{view}</ResourceContextProvider>}
            />
          </Routes>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the page header shows what the view titles', () => {
  const dataProvider = (record: Record<string, unknown>) =>
    testDataProvider({
      getOne: async () => ({ data: record }),
      getManyReference: async () => ({ data: [], total: 0 }),
    } as Partial<DataProvider>);

  it('an edit page: the record in the h1, the tab and the breadcrumbs', async () => {
    renderPage(
      '/categories/4',
      '/categories/:id',
      'categories',
      <CategoryEdit />,
      dataProvider({ id: 4, name: 'Resor', slug: 'resor', sort_order: 1, is_active: true }),
    );
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Redigera kategori: Resor' },
      { timeout: 8000 },
    );
    expect(heading).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Redigera kategori: Resor – Admin Panel'));
    const trail = screen.getByRole('navigation', { name: 'Sökväg' });
    expect(within(trail).getByRole('link', { name: 'Kategorier' })).toHaveAttribute('href', '/categories');
    await waitFor(() =>
      expect(within(trail).getByText('Redigera kategori: Resor')).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('a show page', async () => {
    renderPage(
      '/banks/2/show',
      '/banks/:id/show',
      'banks',
      <BankShow />,
      dataProvider({ id: 2, name: 'Nordea', slug: 'nordea', is_active: true }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bank: Nordea' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bank: Nordea – Admin Panel'));
  });
});
