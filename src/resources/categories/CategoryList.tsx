import { BooleanField, Datagrid, List, NumberField, SearchInput, TextField } from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { EmptyState } from '../../components/EmptyState';
import { exportCsv } from '../../components/csv';

const filters = [<SearchInput key="q" source="name@ilike" placeholder="Sök kategori" alwaysOn />];
const exporter = exportCsv('kategorier', {
  name: 'Namn',
  slug: 'Slug',
  sort_order: 'Ordning',
  is_active: 'Aktiv',
});

export function CategoryList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'sort_order', order: 'ASC' }}
      exporter={exporter}
      empty={<EmptyState text="Inga kategorier ännu" />}
    >
      <ResponsiveList<{ id: number; name: string; sort_order: number }>
        primaryText={(r) => r.name}
        secondaryText={(r) => `Ordning ${r.sort_order}`}
      >
        <Datagrid rowClick="edit">
          <NumberField source="sort_order" label="Ordning" />
          <TextField source="name" label="Namn" />
          <TextField source="slug" label="Slug" />
          <BooleanField source="is_active" label="Aktiv" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
