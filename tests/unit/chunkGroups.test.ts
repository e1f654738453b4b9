import { describe, expect, it } from 'vitest';
import { assignGroups } from '../../build/chunkGroups';

interface Node {
  imports?: string[];
  dynamic?: string[];
  entry?: boolean;
}

/** A module graph as Rollup's getModuleInfo sees it (static importers derived from the imports). */
function graph(nodes: Record<string, Node>) {
  const importers = (id: string) => Object.keys(nodes).filter((other) => nodes[other].imports?.includes(id));
  const getModuleInfo = (id: string) =>
    nodes[id]
      ? ({
          id,
          isEntry: Boolean(nodes[id].entry),
          importedIds: nodes[id].imports ?? [],
          dynamicallyImportedIds: nodes[id].dynamic ?? [],
          importers: importers(id),
        } as never)
      : null;
  return assignGroups(Object.keys(nodes), getModuleInfo);
}

const R = '/app/src/resources';
const NM = '/app/node_modules';

describe('chunk groups (issue 24: the first list view in a few requests)', () => {
  const groups = graph({
    '/app/index.html': { entry: true, imports: ['/app/src/main.tsx'] },
    '/app/src/main.tsx': {
      imports: [`${NM}/react-admin/index.js`, '/app/src/providers/dataProvider.ts'],
      dynamic: [
        `${R}/cards/CardList.tsx`,
        `${R}/cards/CardEdit.tsx`,
        `${R}/news/NewsEdit.tsx`,
        '/app/src/retention/RetentionRuleEdit.tsx',
        '/app/src/dashboard/LinkCheckPage.tsx',
        '/app/src/account/AccountPage.tsx',
      ],
    },
    '/app/src/providers/dataProvider.ts': {
      dynamic: ['/app/src/providers/crudProvider.ts', '/app/src/providers/presence.ts'],
    },
    '/app/src/providers/presence.ts': {},
    '/app/src/retention/RetentionRuleEdit.tsx': { imports: [`${NM}/react-admin/index.js`] },
    '/app/src/dashboard/LinkCheckPage.tsx': { imports: ['/app/src/components/Slug.tsx'] },
    '/app/src/account/AccountPage.tsx': { imports: [`${NM}/react-admin/index.js`] },
    '/app/src/providers/crudProvider.ts': { imports: [`${NM}/ra-supabase/index.js`] },
    [`${NM}/ra-supabase/index.js`]: {},
    [`${NM}/react-admin/index.js`]: {},
    [`${R}/cards/CardList.tsx`]: { imports: [`${NM}/react-admin/index.js`, `${NM}/ra-ui/Datagrid.js`] },
    [`${NM}/ra-ui/Datagrid.js`]: { imports: [`${NM}/ra-ui/shared.js`] },
    [`${NM}/ra-ui/shared.js`]: {},
    [`${R}/cards/CardEdit.tsx`]: {
      imports: [
        `${NM}/ra-ui/shared.js`,
        `${NM}/@mui/x-date-pickers/index.js`,
        '/app/src/components/Slug.tsx',
      ],
      dynamic: ['/app/src/cards/ImportDialog.tsx'],
    },
    [`${NM}/@mui/x-date-pickers/index.js`]: {},
    '/app/src/components/Slug.tsx': {},
    '/app/src/cards/ImportDialog.tsx': { imports: [`${NM}/papaparse/index.js`] },
    [`${NM}/papaparse/index.js`]: {},
    [`${R}/news/NewsEdit.tsx`]: {
      imports: ['/app/src/components/RichText.tsx', '/app/src/components/Slug.tsx'],
    },
    '/app/src/components/RichText.tsx': { imports: [`${NM}/ra-input-rich-text/index.js`] },
    [`${NM}/ra-input-rich-text/index.js`]: {
      imports: [`${NM}/@tiptap/core/index.js`, `${NM}/ra-ui/shared.js`],
    },
    [`${NM}/@tiptap/core/index.js`]: { imports: [`${NM}/tiptap-helper/index.js`] },
    [`${NM}/tiptap-helper/index.js`]: {},
  });

  it('never assigns a module the entry reaches through static imports', () => {
    for (const id of ['/app/index.html', '/app/src/main.tsx', '/app/src/providers/dataProvider.ts'])
      expect(groups.get(id)).toBeUndefined();
    expect(groups.get(`${NM}/react-admin/index.js`)).toBeUndefined();
  });

  it('puts the list views, what they import and the first data call in the lists group', () => {
    expect(groups.get(`${R}/cards/CardList.tsx`)).toBe('lists');
    expect(groups.get(`${NM}/ra-ui/Datagrid.js`)).toBe('lists');
    // Shared by lists and forms: in lists, which forms then import (never the reverse).
    expect(groups.get(`${NM}/ra-ui/shared.js`)).toBe('lists');
    expect(groups.get('/app/src/providers/crudProvider.ts')).toBe('lists');
    expect(groups.get(`${NM}/ra-supabase/index.js`)).toBe('lists');
    // Every list asks for the rows open elsewhere: no chunk of its own beside the rows' request.
    expect(groups.get('/app/src/providers/presence.ts')).toBe('lists');
  });

  it('puts the forms and the packages only they need in the forms group', () => {
    expect(groups.get(`${R}/cards/CardEdit.tsx`)).toBe('forms');
    expect(groups.get(`${NM}/@mui/x-date-pickers/index.js`)).toBe('forms');
    expect(groups.get('/app/src/components/Slug.tsx')).toBe('forms');
  });

  it('puts the tools pages that edit (Gallring, Länkkontroll) with the forms, other pages apart', () => {
    // Apart, Rollup split the react-admin modules they share with the forms into chunks of their own.
    expect(groups.get('/app/src/retention/RetentionRuleEdit.tsx')).toBe('forms');
    expect(groups.get('/app/src/dashboard/LinkCheckPage.tsx')).toBe('forms');
    expect(groups.get('/app/src/account/AccountPage.tsx')).toBeUndefined();
  });

  it('keeps the editor, what imports it and what only it needs apart from the other forms', () => {
    for (const id of [
      `${R}/news/NewsEdit.tsx`,
      '/app/src/components/RichText.tsx',
      `${NM}/ra-input-rich-text/index.js`,
      `${NM}/@tiptap/core/index.js`,
      `${NM}/tiptap-helper/index.js`,
    ])
      expect(groups.get(id), id).toBe('editor');
  });

  it('leaves other lazy graphs (a dialog a form opens on demand) to Rollup', () => {
    expect(groups.get('/app/src/cards/ImportDialog.tsx')).toBeUndefined();
    expect(groups.get(`${NM}/papaparse/index.js`)).toBeUndefined();
  });
});
