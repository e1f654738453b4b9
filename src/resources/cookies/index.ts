import CookieIcon from '@mui/icons-material/Cookie';
import type { ResourceEntry } from '../types';
import { lazyView } from '../lazyView';

export const cookiesResource: ResourceEntry = {
  name: 'cookies',
  table: 'cookie_consents',
  icon: CookieIcon,
  views: {
    list: lazyView(() => import('./CookieConsentList'), 'CookieConsentList'),
    show: lazyView(() => import('./CookieConsentShow'), 'CookieConsentShow'),
    recordRepresentation: (record) => String(record.consent_id),
  },
};
