import polyglotI18nProvider from 'ra-i18n-polyglot';
import { swedishMessages } from '../i18n/sv';

export const i18nProvider = polyglotI18nProvider(
  () => swedishMessages,
  'sv',
  [{ locale: 'sv', name: 'Svenska' }],
  {
    allowMissing: false,
  },
);
