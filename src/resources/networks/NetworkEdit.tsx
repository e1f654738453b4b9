import { Edit } from 'react-admin';
import { NetworkForm } from './NetworkForm';

export function NetworkEdit() {
  return (
    <Edit emptyWhileLoading mutationMode="pessimistic" redirect="show">
      <NetworkForm canDelete />
    </Edit>
  );
}
