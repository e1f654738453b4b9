import CreditCardIcon from '@mui/icons-material/CreditCard';
import { defineResource } from '../defineResource';
import { CARD_FORM_REFERENCES } from './cardReferences';

export const cardsResource = defineResource('cards', {
  table: 'credit_cards',
  icon: CreditCardIcon,
  dashboard: { order: 1 },
  callbacks: () =>
    import('../../providers/cardCategoriesCallbacks').then((module) => module.cardCategoriesCallbacks),
  search: { filter: 'name@ilike', rpc: 'search_credit_cards_page' },
  formReferences: CARD_FORM_REFERENCES,
});
