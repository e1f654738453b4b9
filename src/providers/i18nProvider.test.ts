import { describe, expect, it, vi } from 'vitest';
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
    expect(i18nProvider.translate('missing.key', { _: 'Reserv' })).toBe('Reserv');
    expect(i18nProvider.translate('missing.key')).toBe('missing.key');
  });

  it("starts with the sign-in page's and the dashboard's texts; the views' texts come with loadViewMessages", async () => {
    vi.resetModules();
    const fresh = await import('./i18nProvider');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(fresh.i18nProvider.translate('app.retention.title')).toBe('Gallring');
    expect(fresh.i18nProvider.translate('app.admins.errors.already_admin', { email: 'a@example.se' })).toBe(
      'app.admins.errors.already_admin',
    );
    warn.mockRestore();
    await Promise.all([fresh.loadViewMessages(), fresh.loadViewMessages()]);
    expect(fresh.i18nProvider.translate('app.admins.errors.already_admin', { email: 'a@example.se' })).toBe(
      'a@example.se är redan administratör',
    );
    expect(fresh.i18nProvider.translate('app.retention.title')).toBe('Gallring');
    expect(fresh.i18nProvider.translate('ra.action.save')).toBe('Spara');
  });
});
