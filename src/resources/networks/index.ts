import HubIcon from '@mui/icons-material/Hub';
import type { ResourceEntry } from '../types';
import { NetworkCreate } from './NetworkCreate';
import { NetworkEdit } from './NetworkEdit';
import { NetworkList } from './NetworkList';
import { NetworkShow } from './NetworkShow';

export const networksResource: ResourceEntry = {
  name: 'networks',
  table: 'networks',
  icon: HubIcon,
  views: {
    list: NetworkList,
    show: NetworkShow,
    create: NetworkCreate,
    edit: NetworkEdit,
    recordRepresentation: 'name',
  },
  dashboard: { order: 3 },
};
