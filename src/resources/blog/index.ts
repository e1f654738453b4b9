import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceEntry } from '../types';
import { BlogCreate } from './BlogCreate';
import { BlogEdit } from './BlogEdit';
import { BlogList } from './BlogList';

export const blogResource: ResourceEntry = {
  name: 'blog',
  table: 'blog_posts',
  icon: ArticleIcon,
  views: { list: BlogList, create: BlogCreate, edit: BlogEdit, recordRepresentation: 'title' },
  dashboard: { order: 5, title: 'resources.blog.dashboard' },
};
