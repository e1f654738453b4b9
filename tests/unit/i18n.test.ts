import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { raSupabaseEnglishMessages } from 'ra-supabase-language-english';
import { swedishMessages } from '../../src/i18n/sv';

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
      const variables = text.match(/%\{\w+\}/g) ?? [];
      const swedish = lookup(swedishMessages as unknown as Tree, key) as string;
      for (const variable of variables) expect(swedish, key).toContain(variable);
    }
  });
});
