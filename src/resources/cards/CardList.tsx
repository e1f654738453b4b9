import {
  BulkDeleteButton,
  BulkUpdateButton,
  DatagridConfigurable,
  ExportButton,
  FilterButton,
  List,
  NumberField,
  ReferenceField,
  SelectColumnsButton,
  TextField,
  TopToolbar,
  CreateButton,
} from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { EmptyState } from '../../components/EmptyState';
import { MoneyField } from '../../components/MoneyField';
import { PercentField } from '../../components/PercentField';
import { exportCsv } from '../../components/csv';
import { formatSEK } from '../../lib/formatSEK';
import { formatPercent } from '../../lib/formatPercent';
import { cardFilters } from './CardFilters';
import { ToggleField } from './ToggleField';

interface CardRecord {
  id: number;
  name: string;
  annual_fee: number;
  effective_rate: number | null;
  is_published: boolean;
  is_sponsored: boolean;
  [key: string]: unknown;
}

const exporter = exportCsv<CardRecord>('kreditkort', {
  name: 'Namn',
  slug: 'Slug',
  annual_fee: 'Årsavgift (kr)',
  nominal_rate_min: 'Nominell ränta från (%)',
  nominal_rate_max: 'Nominell ränta till (%)',
  effective_rate: 'Effektiv ränta (%)',
  interest_free_days: 'Räntefria dagar',
  credit_limit_max: 'Kreditgräns till (kr)',
  is_published: 'Publicerat',
  is_sponsored: 'Sponsrat',
});

const CardBulkActions = () => (
  <>
    <BulkUpdateButton label="Publicera" data={{ is_published: true }} mutationMode="pessimistic" />
    <BulkUpdateButton label="Avpublicera" data={{ is_published: false }} mutationMode="pessimistic" />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

const CardListActions = () => (
  <TopToolbar>
    <FilterButton />
    <SelectColumnsButton />
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

export function CardList() {
  return (
    <List
      filters={cardFilters}
      sort={{ field: 'sort_rank', order: 'ASC' }}
      exporter={exporter}
      actions={<CardListActions />}
      empty={<EmptyState text="Inga kreditkort ännu" />}
      title="Kreditkort"
    >
      <ResponsiveList<CardRecord>
        primaryText={(r) => r.name}
        secondaryText={(r) =>
          `Årsavgift ${formatSEK(r.annual_fee)} · effektiv ränta ${formatPercent(r.effective_rate)}`
        }
        tertiaryText={(r) => (r.is_published ? 'Publicerat' : 'Opublicerat')}
      >
        <DatagridConfigurable bulkActionButtons={<CardBulkActions />} rowClick="edit">
          <TextField source="name" label="Namn" />
          <ReferenceField source="bank_id" reference="banks" label="Bank" link={false}>
            <TextField source="name" />
          </ReferenceField>
          <ReferenceField source="network_id" reference="networks" label="Nätverk" link={false}>
            <TextField source="name" />
          </ReferenceField>
          <MoneyField source="annual_fee" label="Årsavgift" />
          <PercentField source="effective_rate" label="Effektiv ränta" />
          <NumberField source="sort_rank" label="Ordning" />
          <ToggleField source="is_published" label="Publicerat" />
          <ToggleField source="is_sponsored" label="Sponsrat" />
        </DatagridConfigurable>
      </ResponsiveList>
    </List>
  );
}
