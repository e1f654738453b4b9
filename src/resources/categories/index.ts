import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceEntry } from '../types';
import { CategoryCreate } from './CategoryCreate';
import { CategoryEdit } from './CategoryEdit';
import { CategoryList } from './CategoryList';

export const categoriesResource: ResourceEntry = {
  name: 'categories',
  table: 'categories',
  icon: CategoryIcon,
  views: { list: CategoryList, create: CategoryCreate, edit: CategoryEdit, recordRepresentation: 'name' },
};
