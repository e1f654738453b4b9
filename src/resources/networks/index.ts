import HubIcon from '@mui/icons-material/Hub';
import { defineResource } from '../defineResource';

export const networksResource = defineResource('networks', { icon: HubIcon, dashboard: { order: 3 } });
