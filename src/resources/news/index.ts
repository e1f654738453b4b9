import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { ResourceEntry } from '../types';
import { NewsCreate } from './NewsCreate';
import { NewsEdit } from './NewsEdit';
import { NewsList } from './NewsList';

export const newsResource: ResourceEntry = {
  name: 'news',
  table: 'news_articles',
  icon: NewspaperIcon,
  views: { list: NewsList, create: NewsCreate, edit: NewsEdit, recordRepresentation: 'title' },
  dashboard: { order: 4 },
};
