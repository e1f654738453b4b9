import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';

describe('i18nProvider', () => {
  it('speaks Swedish only, with counts and values', () => {
    expect(i18nProvider.getLocale()).toBe('sv');
    expect(i18nProvider.getLocales?.()).toEqual([{ locale: 'sv', name: 'Svenska' }]);
    expect(i18nProvider.translate('ra.action.save')).toBe('Spara');
    expect(i18nProvider.translate('app.todo.items.reviews', { smart_count: 2 })).toBe(
      '2 recensioner väntar på granskning',
    );
    expect(i18nProvider.translate('app.admins.errors.already_admin', { email: 'a@example.se' })).toBe(
      'a@example.se är redan administratör',
    );
  });

  it('gives a missing key its default, or the key itself, never English', () => {
    expect(i18nProvider.translate('app.no.such.key', { _: 'Reserv' })).toBe('Reserv');
    expect(i18nProvider.translate('app.no.such.key')).toBe('app.no.such.key');
  });
});
