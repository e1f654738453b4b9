import { Edit } from 'react-admin';
import { BankForm } from './BankForm';

export function BankEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <BankForm canDelete />
    </Edit>
  );
}
