import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { swedishMessages } from '../i18n/sv';
import { swedishAdditions } from '../i18n/svAdditions';

const messages: TranslationMessages = {
  ...swedishMessages,
  ra: {
    ...swedishMessages.ra,
    action: { ...swedishMessages.ra.action, ...swedishAdditions.action },
    tiptap: swedishAdditions.tiptap,
  } as TranslationMessages['ra'],
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'sv', [{ locale: 'sv', name: 'Svenska' }], {
  allowMissing: false,
});
