import { Create } from 'react-admin';
import { CardForm } from './CardForm';

export const cardDefaults = {
  annual_fee: 0,
  setup_fee: 0,
  invoice_fee: 0,
  min_age: 18,
  credit_bureau: 'UC',
  highlights: [],
  is_published: false,
  is_sponsored: false,
  sort_rank: 100,
  example_credit_amount: 20000,
  example_term_months: 12,
};

export function CardCreate() {
  return (
    <Create redirect="list" record={cardDefaults}>
      <CardForm />
    </Create>
  );
}
