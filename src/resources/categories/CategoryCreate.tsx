import { Create } from 'react-admin';
import { CategoryForm } from './CategoryForm';

export function CategoryCreate() {
  return (
    <Create redirect="list" record={{ sort_order: 100, is_active: true }}>
      <CategoryForm />
    </Create>
  );
}
