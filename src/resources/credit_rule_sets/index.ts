import GavelIcon from '@mui/icons-material/Gavel';
import { defineResource } from '../defineResource';

/** Regeluppsättningar: what a published card must satisfy from a day, with its legal source (issue 34). */
export const creditRuleSetsResource = defineResource('credit_rule_sets', {
  icon: GavelIcon,
  menu: 'tools',
});
