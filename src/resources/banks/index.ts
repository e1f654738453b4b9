import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { defineResource } from '../defineResource';

export const banksResource = defineResource('banks', { icon: AccountBalanceIcon, dashboard: { order: 2 } });
