import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { ResourceEntry } from '../types';
import { lazyView } from '../lazyView';

export const newsResource: ResourceEntry = {
  name: 'news',
  table: 'news_articles',
  icon: NewspaperIcon,
  views: {
    list: lazyView(() => import('./NewsList'), 'NewsList'),
    create: lazyView(() => import('./NewsCreate'), 'NewsCreate'),
    edit: lazyView(() => import('./NewsEdit'), 'NewsEdit'),
    recordRepresentation: 'title',
  },
  dashboard: { order: 4 },
};
