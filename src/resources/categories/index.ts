import CategoryIcon from '@mui/icons-material/Category';
import { defineResource } from '../defineResource';

export const categoriesResource = defineResource('categories', { icon: CategoryIcon });
