import type { ResourceViews } from '../types';
import { BankCreate } from './BankCreate';
import { BankEdit } from './BankEdit';
import { BankList } from './BankList';
import { BankShow } from './BankShow';

export const banksViews: ResourceViews = {
  list: BankList,
  show: BankShow,
  create: BankCreate,
  edit: BankEdit,
  recordRepresentation: 'name',
};
