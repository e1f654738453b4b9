import HubIcon from '@mui/icons-material/Hub';
import type { ResourceEntry } from '../types';
import { lazyView } from '../lazyView';

export const networksResource: ResourceEntry = {
  name: 'networks',
  table: 'networks',
  icon: HubIcon,
  views: {
    list: lazyView(() => import('./NetworkList'), 'NetworkList'),
    show: lazyView(() => import('./NetworkShow'), 'NetworkShow'),
    create: lazyView(() => import('./NetworkCreate'), 'NetworkCreate'),
    edit: lazyView(() => import('./NetworkEdit'), 'NetworkEdit'),
    recordRepresentation: 'name',
  },
  dashboard: { order: 3 },
};
