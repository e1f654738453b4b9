import { BooleanField, Datagrid, List, SearchInput, TextField } from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { EmptyState } from '../../components/EmptyState';
import { exportCsv } from '../../components/csv';

const filters = [<SearchInput key="q" source="name@ilike" placeholder="Sök bank" alwaysOn />];
const exporter = exportCsv('banker', {
  name: 'Namn',
  slug: 'Slug',
  org_number: 'Organisationsnummer',
  website_url: 'Webbplats',
  is_active: 'Aktiv',
});

export function BankList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={exporter}
      empty={<EmptyState text="Inga banker ännu" />}
    >
      <ResponsiveList<{ id: number; name: string; org_number: string | null }>
        primaryText={(r) => r.name}
        secondaryText={(r) => r.org_number ?? ''}
        linkType="show"
      >
        <Datagrid rowClick="show">
          <TextField source="name" label="Namn" />
          <TextField source="org_number" label="Organisationsnummer" />
          <TextField source="website_url" label="Webbplats" />
          <BooleanField source="is_active" label="Aktiv" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
