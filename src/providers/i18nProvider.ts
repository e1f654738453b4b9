import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from '../i18n/merge';
import { swedishMessages } from '../i18n/sv';

let messages: TranslationMessages = swedishMessages;

export const i18nProvider = polyglotI18nProvider(() => messages, 'sv', [{ locale: 'sv', name: 'Svenska' }], {
  allowMissing: false,
});

let viewMessagesLoaded: Promise<void> | undefined;

/**
 * Adds the texts only views loaded on demand show (src/i18n/svViews.ts) to the provider: the sign-in page and the
 * dashboard start without them. Every lazily loaded view waits for this before it renders (lazyView). The provider
 * re-reads its messages through ra-i18n-polyglot's changeLocale to the same locale, its public way to load messages.
 */
export function loadViewMessages(): Promise<void> {
  return (viewMessagesLoaded ??= import('../i18n/svViews').then(
    ({ viewMessages }) => {
      messages = mergeMessages(swedishMessages, viewMessages);
      return i18nProvider.changeLocale('sv');
    },
    (error: unknown) => {
      viewMessagesLoaded = undefined; // a failed fetch (offline) is tried again with the next view
      throw error;
    },
  ));
}
