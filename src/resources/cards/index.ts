import CreditCardIcon from '@mui/icons-material/CreditCard';
import type { ResourceEntry } from '../types';
import { lazyView } from '../lazyView';

export const cardsResource: ResourceEntry = {
  name: 'cards',
  table: 'credit_cards',
  icon: CreditCardIcon,
  views: {
    list: lazyView(() => import('./CardList'), 'CardList'),
    create: lazyView(() => import('./CardCreate'), 'CardCreate'),
    edit: lazyView(() => import('./CardEdit'), 'CardEdit'),
    recordRepresentation: 'name',
  },
  dashboard: { order: 1 },
  callbacks: () =>
    import('../../providers/cardCategoriesCallbacks').then((module) => module.cardCategoriesCallbacks),
  search: { filter: 'name@ilike', rpc: 'search_credit_cards_page' },
};
