import NewspaperIcon from '@mui/icons-material/Newspaper';
import { defineResource } from '../defineResource';

export const newsResource = defineResource('news', {
  table: 'news_articles',
  icon: NewspaperIcon,
  recordRepresentation: 'title',
  dashboard: { order: 4 },
});
