import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceEntry } from '../types';
import { lazyView } from '../lazyView';

export const categoriesResource: ResourceEntry = {
  name: 'categories',
  table: 'categories',
  icon: CategoryIcon,
  views: {
    list: lazyView(() => import('./CategoryList'), 'CategoryList'),
    create: lazyView(() => import('./CategoryCreate'), 'CategoryCreate'),
    edit: lazyView(() => import('./CategoryEdit'), 'CategoryEdit'),
    recordRepresentation: 'name',
  },
};
