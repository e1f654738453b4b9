import { Edit } from 'react-admin';
import { CategoryForm } from './CategoryForm';

export function CategoryEdit() {
  return (
    <Edit emptyWhileLoading mutationMode="pessimistic">
      <CategoryForm />
    </Edit>
  );
}
