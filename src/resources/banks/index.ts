import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { ResourceEntry } from '../types';
import { BankCreate } from './BankCreate';
import { BankEdit } from './BankEdit';
import { BankList } from './BankList';
import { BankShow } from './BankShow';

export const banksResource: ResourceEntry = {
  name: 'banks',
  table: 'banks',
  icon: AccountBalanceIcon,
  views: { list: BankList, show: BankShow, create: BankCreate, edit: BankEdit, recordRepresentation: 'name' },
  dashboard: { order: 2 },
};
