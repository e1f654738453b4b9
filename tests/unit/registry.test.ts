import { describe, expect, it } from 'vitest';
import StarIcon from '@mui/icons-material/Star';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { resourceRegistry } from '../../src/resources/registry';
import { defineResource, VIEW_MODULES, viewFilesOf } from '../../src/resources/defineResource';
import { RECORD_TABLES } from '../../src/lib/recordTables';

/** The views each resource has (the spec's screens): what the file convention must find, no more, no less. */
const VIEWS: Record<string, string[]> = {
  cards: ['create', 'edit', 'list'],
  banks: ['create', 'edit', 'list', 'show'],
  networks: ['create', 'edit', 'list', 'show'],
  categories: ['create', 'edit', 'list'],
  reviews: ['edit', 'list'],
  inquiries: ['edit', 'list'],
  chats: ['list', 'show'],
  cookies: ['list', 'show'],
  news: ['create', 'edit', 'list'],
  blog: ['create', 'edit', 'list'],
  texts: ['create', 'edit', 'list'],
  // issue 34: the credit rules by date, under Verktyg
  reference_rates: ['create', 'edit', 'list'],
  credit_rule_sets: ['create', 'edit', 'list'],
  proposals: ['list', 'show'],
};

const viewKinds = (views: object) =>
  Object.entries(views)
    .filter(([kind, view]) => kind !== 'recordRepresentation' && view)
    .map(([kind]) => kind)
    .sort();

describe('resource registry (defineResource)', () => {
  it('gives every resource its route, label, icon and the views of its folder', async () => {
    expect(resourceRegistry.map((entry) => entry.name)).toEqual(Object.keys(VIEWS));
    for (const entry of resourceRegistry) {
      expect(entry.icon, entry.name).toBeTruthy();
      // The menu and react-admin label a resource by `resources.<name>.name`: a missing key would show the name.
      expect(
        i18nProvider.translate(`resources.${entry.name}.name`, { smart_count: 2, _: '' }),
        entry.name,
      ).not.toBe('');
      expect(viewKinds(entry.views), entry.name).toEqual(VIEWS[entry.name]);
      for (const file of Object.values(viewFilesOf(entry.name))) {
        const module = await VIEW_MODULES[file.path]();
        expect(typeof module[file.exportName], `${file.path} exports ${file.exportName}`).toBe('function');
      }
    }
  });

  it('uses every view file of the resource folders (each one is a lazy chunk of the build)', () => {
    const used = resourceRegistry.flatMap((entry) =>
      Object.values(viewFilesOf(entry.name)).map((f) => f.path),
    );
    expect(used.sort()).toEqual(Object.keys(VIEW_MODULES).sort());
  });

  it('fills table, record representation and views by convention, and keeps what an entry gives', () => {
    const banks = defineResource('banks', { icon: StarIcon });
    expect(banks).toMatchObject({ name: 'banks', table: 'banks', icon: StarIcon });
    expect(banks.views.recordRepresentation).toBe('name');
    expect(viewKinds(banks.views)).toEqual(['create', 'edit', 'list', 'show']);
    expect(resourceRegistry.find((e) => e.name === 'banks')?.table).toBe('banks');

    const blog = resourceRegistry.find((e) => e.name === 'blog')!;
    expect(blog.table).toBe('blog_posts');
    expect(blog.views.recordRepresentation).toBe('title');
    expect(blog.dashboard).toEqual({ order: 5, title: 'resources.blog.dashboard' });
    expect(resourceRegistry.find((e) => e.name === 'cards')?.search).toEqual({
      filter: 'name@ilike',
      rpc: 'search_credit_cards_page',
    });

    // A folder without view files gives a resource without views (a menu entry only).
    expect(viewKinds(defineResource('roles', { table: 'chat_sessions', icon: StarIcon }).views)).toEqual([]);
    // @ts-expect-error A name that is not a table needs the table.
    defineResource('roles', { icon: StarIcon });
    // @ts-expect-error A table missing from RECORD_TABLES (src/lib/recordTables.ts) is refused.
    defineResource('roles', { table: 'user_roles', icon: StarIcon });
  });

  it('has RECORD_TABLES list exactly the tables of the registry', () => {
    const tables = resourceRegistry.map((entry) => entry.table);
    expect(RECORD_TABLES.filter((table) => !tables.includes(table))).toEqual([]);
    expect(tables.filter((table) => !(RECORD_TABLES as readonly string[]).includes(table))).toEqual([]);
  });

  it('refuses a folder with two views of one kind', () => {
    const paths = ['./cards/CardList.tsx', './cards/PriceList.tsx', './cards/CardEdit.tsx'];
    expect(() => viewFilesOf('cards', paths)).toThrow(/two list views/);
    expect(
      viewFilesOf('cards', ['./cards/CardEdit.tsx', './cards/CardFilters.tsx', './banks/BankList.tsx']),
    ).toEqual({ edit: { path: './cards/CardEdit.tsx', exportName: 'CardEdit' } });
  });
});
