import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from './merge';
import { swedishMessages } from './sv';
import { viewMessages } from './svViews';

/** Every Swedish text, as the app has them once a view has loaded (tests check keys against this). */
export const allSwedishMessages: TranslationMessages = mergeMessages(swedishMessages, viewMessages);
