import CreditCardIcon from '@mui/icons-material/CreditCard';
import type { ResourceEntry } from '../types';
import { CardCreate } from './CardCreate';
import { CardEdit } from './CardEdit';
import { CardList } from './CardList';
import { cardCategoriesCallbacks } from './cardCategoriesCallbacks';

export const cardsResource: ResourceEntry = {
  name: 'cards',
  table: 'credit_cards',
  icon: CreditCardIcon,
  views: { list: CardList, create: CardCreate, edit: CardEdit, recordRepresentation: 'name' },
  dashboard: { order: 1 },
  callbacks: cardCategoriesCallbacks,
};
