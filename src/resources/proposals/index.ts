import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineResource } from '../defineResource';

/** Förslag: changes of published cards' public terms waiting for a second admin (issue 35 part B). */
export const proposalsResource = defineResource('proposals', {
  table: 'card_change_proposals',
  icon: FactCheckIcon,
  recordRepresentation: (record) => `#${record.id}`,
  menu: 'tools',
});
