import { TextField } from 'react-admin';
import { CardOwnerShow } from '../../components/CardOwnerShow';

export function NetworkShow() {
  return (
    <CardOwnerShow target="network_id" cardsLabel="resources.networks.fields.cards">
      <TextField source="name" />
      <TextField source="acceptance_note" />
    </CardOwnerShow>
  );
}
