import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/providers/i18nProvider';

// Issue 31: react-admin's empty-list texts put the section's name (its plural label) into the sentence, which read
// "Inga Chatthistorik hittades…"; a sentence that names the section reads right for every resource.
describe('empty list texts', () => {
  it('read as Swedish for every section name, e.g. Chatthistorik and Kreditkort', () => {
    for (const resource of ['chats', 'cards', 'inquiries']) {
      const name = i18nProvider.translate(`resources.${resource}.name`, { smart_count: 0 });
      expect(i18nProvider.translate('ra.navigation.no_results', { name })).toBe(`Inget hittades i ${name}`);
      expect(i18nProvider.translate('ra.navigation.no_filtered_results', { name })).toBe(
        `Inget hittades i ${name} med nuvarande filter.`,
      );
    }
    expect(
      i18nProvider.translate('ra.navigation.no_filtered_results', {
        name: i18nProvider.translate('resources.chats.name', { smart_count: 0 }),
      }),
    ).toBe('Inget hittades i Chatthistorik med nuvarande filter.');
  });
});
