import type { ResourceViews } from '../types';
import { BlogCreate } from './BlogCreate';
import { BlogEdit } from './BlogEdit';
import { BlogList } from './BlogList';

export const blogViews: ResourceViews = {
  list: BlogList,
  create: BlogCreate,
  edit: BlogEdit,
  recordRepresentation: 'title',
};
