import CookieIcon from '@mui/icons-material/Cookie';
import { defineResource } from '../defineResource';

export const cookiesResource = defineResource('cookies', {
  table: 'cookie_consents',
  icon: CookieIcon,
  recordRepresentation: (record) => String(record.consent_id),
});
