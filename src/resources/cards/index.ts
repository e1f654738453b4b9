import type { ResourceViews } from '../types';
import { CardCreate } from './CardCreate';
import { CardEdit } from './CardEdit';
import { CardList } from './CardList';

export const cardsViews: ResourceViews = {
  list: CardList,
  create: CardCreate,
  edit: CardEdit,
  recordRepresentation: 'name',
};
