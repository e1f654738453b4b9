import { BooleanField, TextField } from 'react-admin';
import { CardOwnerShow } from '../../components/CardOwnerShow';

export function BankShow() {
  return (
    <CardOwnerShow target="bank_id" cardsLabel="resources.banks.fields.cards" withAnnualFee>
      <TextField source="name" />
      <TextField source="org_number" />
      <TextField source="website_url" />
      <TextField source="description" />
      <BooleanField source="is_active" />
    </CardOwnerShow>
  );
}
