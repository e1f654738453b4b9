import { NumberField, TextField } from 'react-admin';
import { ListShell } from '../../components/lists/ListShell';
import { DateOnlyField } from '../../components/DateFields';
import { formatPercent } from '../../lib/formatPercent';
import type { Tables } from '../../types/database';

type ReferenceRate = Tables<'reference_rates'>;

/** The reference rates, the latest first: each is valid from its day until the next one's. */
export function ReferenceRateList() {
  return (
    <ListShell<ReferenceRate>
      sort={{ field: 'valid_from', order: 'DESC' }}
      exporter={false}
      primaryText={(r) => `${r.valid_from}: ${formatPercent(Number(r.rate))}`}
      secondaryText={(r) => r.source}
    >
      <DateOnlyField source="valid_from" />
      <NumberField source="rate" options={{ maximumFractionDigits: 2 }} />
      <TextField source="source" />
    </ListShell>
  );
}
