import { BooleanField, NumberField, TextField, useTranslate } from 'react-admin';
import { exportCsv } from '../../components/csv';
import type { Tables } from '../../types/database';
import { ListShell } from '../../components/lists/ListShell';
import { SearchFilter } from '../../components/SearchFilter';

const filters = [
  <SearchFilter key="q" source="name@ilike" placeholder="resources.categories.search" alwaysOn />,
];
const exporter = exportCsv<Tables<'categories'>>('kategorier', ['name', 'slug', 'sort_order', 'is_active']);

export function CategoryList() {
  const translate = useTranslate();
  return (
    <ListShell<Tables<'categories'>>
      filters={filters}
      sort={{ field: 'sort_order', order: 'ASC' }}
      exporter={exporter}
      primaryText={(r) => r.name}
      secondaryText={(r) => translate('resources.categories.list.order', { sort_order: r.sort_order })}
    >
      <NumberField source="sort_order" />
      <TextField source="name" />
      <TextField source="slug" />
      <BooleanField source="is_active" />
    </ListShell>
  );
}
