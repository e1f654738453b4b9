import { Edit } from 'react-admin';
import { CategoryForm } from './CategoryForm';

export function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" title="Redigera kategori">
      <CategoryForm />
    </Edit>
  );
}
