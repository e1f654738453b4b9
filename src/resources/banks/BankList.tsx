import { BooleanField, TextField } from 'react-admin';
import { exportCsv } from '../../components/csv';
import type { Tables } from '../../types/database';
import { CardOwnerList } from '../../components/lists/CardOwnerList';
import { SearchFilter } from '../../components/SearchFilter';

const filters = [<SearchFilter key="q" source="name@ilike" placeholder="resources.banks.search" alwaysOn />];
const exporter = exportCsv<Tables<'banks'>>('banker', [
  'name',
  'slug',
  'org_number',
  'website_url',
  'is_active',
]);

export function BankList() {
  return (
    <CardOwnerList<Tables<'banks'>>
      filters={filters}
      exporter={exporter}
      secondaryText={(r) => r.org_number ?? ''}
    >
      <TextField source="org_number" />
      <TextField source="website_url" sx={{ overflowWrap: 'anywhere' }} />
      <BooleanField source="is_active" />
    </CardOwnerList>
  );
}
