import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ToolsPanel, toolLinks } from '../../src/dashboard/ToolsPanel';
import { menuEntries } from '../../src/layout/AdminMenu';
import { resourceRegistry } from '../../src/resources/registry';
import { renderWithAdmin } from './kit';

describe('Verktyg panel', () => {
  it('links every page the sidebar leaves out, and only those', () => {
    const sidebar = new Set(menuEntries(resourceRegistry).map((entry) => entry.to));
    const tools = toolLinks(resourceRegistry).map((link) => link.to);
    expect(tools).toEqual([
      '/texts',
      '/reference_rates',
      '/credit_rule_sets',
      '/proposals',
      '/history',
      '/link-checks',
      '/retention',
      '/card-rules',
      '/terms-on-date',
      '/personal-data',
      '/account/admins',
    ]);
    expect(tools.filter((to) => sidebar.has(to))).toEqual([]);
    // Every registry resource is reachable from one of the two.
    for (const entry of resourceRegistry)
      expect(sidebar.has(`/${entry.name}`) || tools.includes(`/${entry.name}`)).toBe(true);
  });

  it('shows each link with its Swedish name under the heading Verktyg', async () => {
    renderWithAdmin(<ToolsPanel registry={resourceRegistry} />, { path: '/' });
    const section = await screen.findByRole('region', { name: 'Verktyg' });
    const names = within(section)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(names).toEqual([
      ['Webbplatstexter', '/texts'],
      ['Referensräntor', '/reference_rates'],
      ['Regeluppsättningar', '/credit_rule_sets'],
      ['Ändringsförslag', '/proposals'],
      ['Senaste ändringar', '/history'],
      ['Länkkontroll', '/link-checks'],
      ['Gallring', '/retention'],
      ['Regelkontroll', '/card-rules'],
      ['Villkor per datum', '/terms-on-date'],
      ['Personuppgifter', '/personal-data'],
      ['Administratörer', '/account/admins'],
    ]);
  });
});
