import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceEntry } from '../types';
import { lazyView } from '../lazyView';

export const blogResource: ResourceEntry = {
  name: 'blog',
  table: 'blog_posts',
  icon: ArticleIcon,
  views: {
    list: lazyView(() => import('./BlogList'), 'BlogList'),
    create: lazyView(() => import('./BlogCreate'), 'BlogCreate'),
    edit: lazyView(() => import('./BlogEdit'), 'BlogEdit'),
    recordRepresentation: 'title',
  },
  dashboard: { order: 5, title: 'resources.blog.dashboard' },
};
