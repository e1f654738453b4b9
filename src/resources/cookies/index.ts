import CookieIcon from '@mui/icons-material/Cookie';
import type { ResourceEntry } from '../types';
import { CookieConsentList } from './CookieConsentList';
import { CookieConsentShow } from './CookieConsentShow';

export const cookiesResource: ResourceEntry = {
  name: 'cookies',
  table: 'cookie_consents',
  icon: CookieIcon,
  views: {
    list: CookieConsentList,
    show: CookieConsentShow,
    recordRepresentation: (record) => String(record.consent_id),
  },
};
