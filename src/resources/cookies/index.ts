import type { ResourceViews } from '../types';
import { CookieConsentList } from './CookieConsentList';
import { CookieConsentShow } from './CookieConsentShow';

export const cookiesViews: ResourceViews = {
  list: CookieConsentList,
  show: CookieConsentShow,
  recordRepresentation: (record) => String(record.consent_id),
};
