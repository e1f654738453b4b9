import ArticleIcon from '@mui/icons-material/Article';
import { defineResource } from '../defineResource';

export const blogResource = defineResource('blog', {
  table: 'blog_posts',
  icon: ArticleIcon,
  recordRepresentation: 'title',
  dashboard: { order: 5, title: 'resources.blog.dashboard' },
});
