import { Edit } from 'react-admin';
import { BankForm } from './BankForm';

export function BankEdit() {
  return (
    <Edit emptyWhileLoading mutationMode="pessimistic" redirect="show">
      <BankForm canDelete />
    </Edit>
  );
}
