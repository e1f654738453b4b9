import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import StarIcon from '@mui/icons-material/Star';
import { AdminMenu, isMenuEntryActive, menuEntries } from '../../src/layout/AdminMenu';
import { dashboardCardsOf, resourceRegistry, tablesOf } from '../../src/resources/registry';
import type { ResourceEntry } from '../../src/resources/types';
import { renderWithAdmin } from './kit';

/** The spec's menu, in order, and nothing else (other pages are in the dashboard's Verktyg panel). */
const SPEC_MENU = [
  ['Dashboard', '/'],
  ['Kreditkort', '/cards'],
  ['Banker', '/banks'],
  ['Nätverk', '/networks'],
  ['Kategorier', '/categories'],
  ['Recensioner', '/reviews'],
  ['Expertförfrågningar', '/inquiries'],
  ['Chatthistorik', '/chats'],
  ['Cookie-samtycken', '/cookies'],
  ['Nyheter', '/news'],
  ['Blogg', '/blog'],
];

const renderMenu = (path: string, registry: ResourceEntry[] = resourceRegistry) =>
  renderWithAdmin(<AdminMenu registry={registry} />, { path });

describe('admin menu', () => {
  it('lists the spec entries in order under the Admin heading', () => {
    renderMenu('/');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByText('Admin')).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(SPEC_MENU);
  });

  it('marks Dashboard active only on exactly /admin', () => {
    const dashboard = menuEntries(resourceRegistry)[0];
    expect(isMenuEntryActive(dashboard, '/')).toBe(true);
    expect(isMenuEntryActive(dashboard, '/cards')).toBe(false);
    renderMenu('/cards/12/show');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('marks other entries active on any path under their route', () => {
    const cards = menuEntries(resourceRegistry)[1];
    expect(isMenuEntryActive(cards, '/cards')).toBe(true);
    expect(isMenuEntryActive(cards, '/cards/12/show')).toBe(true);
    expect(isMenuEntryActive(cards, '/cardsx')).toBe(false);
    renderMenu('/cards/12/show');
    expect(screen.getByRole('link', { name: 'Kreditkort' })).toHaveAttribute('aria-current', 'page');
  });

  it('grows by one entry, one table mapping and one dashboard card when the registry gains one entry', () => {
    const extended: ResourceEntry[] = [
      ...resourceRegistry,
      { name: 'roles', table: 'user_roles', icon: StarIcon, views: {}, dashboard: { order: 0 } },
    ];
    renderMenu('/roles/3', extended);
    // No label in sv.ts: react-admin falls back to the humanised name, and the i18n test fails.
    const link = screen.getByRole('link', { name: 'Roles' });
    expect(link).toHaveAttribute('href', '/roles');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(tablesOf(extended).roles).toBe('user_roles');
    expect(dashboardCardsOf(extended)[0].resource).toBe('roles');
    expect(tablesOf(resourceRegistry)).toMatchObject({
      cards: 'credit_cards',
      chats: 'chat_sessions',
      cookies: 'cookie_consents',
      news: 'news_articles',
      blog: 'blog_posts',
      inquiries: 'expert_inquiries',
    });
  });
});
