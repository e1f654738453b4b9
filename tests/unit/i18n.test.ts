import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { raSupabaseEnglishMessages } from 'ra-supabase-language-english';
import { allSwedishMessages as swedishMessages } from '../../src/i18n/all';
import { resourceRegistry } from '../../src/resources/registry';
import { fieldsUsed, isSwedishSentence, keysInCode, literalLabels, swedishSentencesInCode } from './labels';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

function lookup(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

const KEEP_AS_IS = new Set(['ra.boolean.null', 'ra.page.list', 'ra.page.edit', 'ra.page.show']);

/**
 * Variables a Swedish text leaves out on purpose: the bulk update dialogs get only the count and the name (no
 * recordRepresentation), so a text naming it would show the raw placeholder (commit cd9c0f1).
 */
const WITHOUT_VARIABLE: Record<string, string[]> = {
  'ra.message.bulk_update_content': ['%{recordRepresentation}'],
  'ra.message.bulk_update_title': ['%{recordRepresentation}'],
};

describe('Swedish translations', () => {
  const english = [
    ...leaves(englishMessages as unknown as Tree),
    ...leaves(raSupabaseEnglishMessages as unknown as Tree),
  ];

  it('cover every key of ra-language-english and ra-supabase-language-english', () => {
    const missing = english.filter(
      ([key]) => typeof lookup(swedishMessages as unknown as Tree, key) !== 'string',
    );
    expect(missing.map(([key]) => key)).toEqual([]);
    expect(english.length).toBeGreaterThan(150);
  });

  it('translate them instead of copying the English text', () => {
    const untranslated = english.filter(
      ([key, text]) => !KEEP_AS_IS.has(key) && lookup(swedishMessages as unknown as Tree, key) === text,
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('keep the interpolation variables of the English text', () => {
    for (const [key, text] of english) {
      const variables = (text.match(/%\{\w+\}/g) ?? []).filter(
        (variable) => !(WITHOUT_VARIABLE[key] ?? []).includes(variable),
      );
      const swedish = lookup(swedishMessages as unknown as Tree, key) as string;
      for (const variable of variables) expect(swedish, key).toContain(variable);
    }
  });
});

describe('resource labels', () => {
  const sv = swedishMessages as unknown as Tree;
  const names = resourceRegistry.map((entry) => entry.name);
  const used = fieldsUsed(names);

  it('name every resource in the singular and the plural', () => {
    for (const name of names) {
      const label = lookup(sv, `resources.${name}.name`);
      expect(label, name).toMatch(/^[^|]+ \|\|\|\| [^|]+$/);
      expect(lookup(sv, `resources.${name}.empty`), name).toEqual(expect.any(String));
    }
  });

  it('label every field a view shows, filters on or exports', () => {
    expect(used.length).toBeGreaterThan(150);
    const missing = used.filter(
      ({ resource, source }) => typeof lookup(sv, `resources.${resource}.fields.${source}`) !== 'string',
    );
    expect(
      missing.map(({ resource, source, file }) => `${file}: resources.${resource}.fields.${source}`),
    ).toEqual([]);
  });

  it('come from sv.ts: views name their sources or an i18n key, never a label text', () => {
    expect(literalLabels()).toEqual([]);
  });

  it('has every key the code names, and none that nothing reads', () => {
    const inCode = keysInCode();
    const unknown = [...inCode].filter((key) => typeof lookup(sv, key) !== 'string');
    expect(unknown).toEqual([]);
    const fields = new Set(used.map(({ resource, source }) => `resources.${resource}.fields.${source}`));
    // react-admin reads these itself: resource names (also in lower case), page titles, empty lists and the
    // delete buttons' confirmations.
    const readByReactAdmin =
      /^resources\.\w+\.(name|forcedCaseName|empty|page\.\w+|message\.delete_(title|content))$/;
    const ours = [...leaves({ resources: sv.resources, app: sv.app } as Tree)].map(([key]) => key);
    const dead = ours.filter((key) => !inCode.has(key) && !fields.has(key) && !readByReactAdmin.test(key));
    expect(dead).toEqual([]);
  });
});

describe('messages', () => {
  it('recognises a Swedish sentence, not a key, a name or code', () => {
    expect(isSwedishSentence('Ange en giltig e-postadress')).toBe(true);
    expect(isSwedishSentence('Högst tre säljpunkter')).toBe(true);
    expect(isSwedishSentence('app.validation.url')).toBe(false);
    expect(isSwedishSentence('Admin Panel')).toBe(false);
    expect(isSwedishSentence('Kortjämför Admin')).toBe(false);
    expect(isSwedishSentence('text/plain;charset=utf-8')).toBe(false);
  });

  it('live in sv.ts: no Swedish sentence in src/ outside src/i18n/', () => {
    expect(swedishSentencesInCode()).toEqual([]);
  });
});
