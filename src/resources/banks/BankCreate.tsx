import { Create } from 'react-admin';
import { BankForm } from './BankForm';

export function BankCreate() {
  return (
    <Create redirect="show" record={{ is_active: true }}>
      <BankForm />
    </Create>
  );
}
