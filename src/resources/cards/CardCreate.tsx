import { Create } from 'react-admin';
import { CardForm } from './CardForm';
import { CARD_DEFAULTS } from './cardFields';

/** A new card's values: the descriptors' defaults (cardFields.ts). */
export const cardDefaults = CARD_DEFAULTS;

export function CardCreate() {
  return (
    <Create redirect="list" record={cardDefaults}>
      <CardForm />
    </Create>
  );
}
