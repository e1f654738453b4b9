import type { ResourceViews } from '../types';
import { CategoryCreate } from './CategoryCreate';
import { CategoryEdit } from './CategoryEdit';
import { CategoryList } from './CategoryList';

export const categoriesViews: ResourceViews = {
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  recordRepresentation: 'name',
};
