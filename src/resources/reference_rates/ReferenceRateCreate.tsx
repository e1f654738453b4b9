import { Create } from 'react-admin';
import { ReferenceRateForm } from './ReferenceRateForm';

export function ReferenceRateCreate() {
  return (
    <Create redirect="list">
      <ReferenceRateForm />
    </Create>
  );
}
