import { Edit } from 'react-admin';
import { CardForm } from './CardForm';

export function CardEdit() {
  return (
    <Edit emptyWhileLoading mutationMode="pessimistic">
      <CardForm />
    </Edit>
  );
}
