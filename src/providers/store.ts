import { localStorageStore, type I18nProvider, type Store } from 'react-admin';

/**
 * react-admin's localStorage store, whose 'locale' reads as the i18nProvider's locale until a user picks another
 * (issue 24). ra-core's I18nContextProvider (5.15) renders nothing until the stored locale equals
 * `i18nProvider.getLocale()`; with nothing stored it waits for its effect, so the whole app first rendered in a
 * second, synchronous update from that effect instead of in the first render: one long task instead of the
 * time-sliced start in src/main.tsx. With the locale there at once, the first render is the app.
 */
export function createStore(i18nProvider: Pick<I18nProvider, 'getLocale'>): Store {
  const store = localStorageStore();
  return {
    ...store,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      const fallback =
        key === 'locale' && defaultValue === undefined ? i18nProvider.getLocale() : defaultValue;
      return store.getItem(key, fallback as T | undefined);
    },
  };
}
