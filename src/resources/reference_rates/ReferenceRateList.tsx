import { NumberField, TextField } from 'react-admin';
import { ValidFromList } from '../../components/lists/ValidFromList';
import { formatPercent } from '../../lib/formatPercent';
import type { Tables } from '../../types/database';

type ReferenceRate = Tables<'reference_rates'>;

/** The reference rates, the latest first: each is valid from its day until the next one's. */
export function ReferenceRateList() {
  return (
    <ValidFromList<ReferenceRate>
      primaryText={(r) => `${r.valid_from}: ${formatPercent(Number(r.rate))}`}
      secondaryText={(r) => r.source}
    >
      <NumberField source="rate" options={{ maximumFractionDigits: 2 }} />
      <TextField source="source" />
    </ValidFromList>
  );
}
