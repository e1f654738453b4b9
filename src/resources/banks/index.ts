import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { ResourceEntry } from '../types';
import { lazyView } from '../lazyView';

export const banksResource: ResourceEntry = {
  name: 'banks',
  table: 'banks',
  icon: AccountBalanceIcon,
  views: {
    list: lazyView(() => import('./BankList'), 'BankList'),
    show: lazyView(() => import('./BankShow'), 'BankShow'),
    create: lazyView(() => import('./BankCreate'), 'BankCreate'),
    edit: lazyView(() => import('./BankEdit'), 'BankEdit'),
    recordRepresentation: 'name',
  },
  dashboard: { order: 2 },
};
