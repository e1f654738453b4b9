import type { ResourceViews } from '../types';
import { NewsCreate } from './NewsCreate';
import { NewsEdit } from './NewsEdit';
import { NewsList } from './NewsList';

export const newsViews: ResourceViews = {
  list: NewsList,
  create: NewsCreate,
  edit: NewsEdit,
  recordRepresentation: 'title',
};
