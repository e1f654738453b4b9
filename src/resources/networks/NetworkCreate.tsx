import { Create } from 'react-admin';
import { NetworkForm } from './NetworkForm';

export function NetworkCreate() {
  return (
    <Create redirect="show">
      <NetworkForm />
    </Create>
  );
}
