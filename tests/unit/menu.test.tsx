import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import StarIcon from '@mui/icons-material/Star';
import { AdminMenu, isMenuEntryActive, menuEntries } from '../../src/layout/AdminMenu';
import { resourceRegistry, tablesOf, type ResourceEntry } from '../../src/resources/registry';

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

function renderMenu(path: string, registry: ResourceEntry[] = resourceRegistry) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminMenu registry={registry} />
    </MemoryRouter>,
  );
}

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

  it('grows by one entry, and one table mapping, when the registry gains one entry', () => {
    const extended: ResourceEntry[] = [
      ...resourceRegistry,
      { name: 'offers', table: 'card_offers', label: 'Erbjudanden', icon: StarIcon, views: {} },
    ];
    renderMenu('/offers/3', extended);
    const link = screen.getByRole('link', { name: 'Erbjudanden' });
    expect(link).toHaveAttribute('href', '/offers');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(tablesOf(extended).offers).toBe('card_offers');
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
