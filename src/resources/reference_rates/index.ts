import PercentIcon from '@mui/icons-material/Percent';
import { defineResource } from '../defineResource';

/** Referensräntor: the Riksbank's reference rate per half-year, which the interest cap of a day uses (issue 34). */
export const referenceRatesResource = defineResource('reference_rates', {
  icon: PercentIcon,
  recordRepresentation: 'valid_from',
  menu: 'tools',
});
