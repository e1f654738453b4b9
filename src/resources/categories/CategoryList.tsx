import { BooleanField, Datagrid, NumberField, TextField, useTranslate } from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { exportCsv } from '../../components/csv';
import type { Tables } from '../../types/database';
import { BulkDeleteConfirmButton } from '../../components/BulkDeleteConfirmButton';
import { AppList } from '../../components/AppList';
import { SearchFilter } from '../../components/SearchFilter';

const filters = [
  <SearchFilter key="q" source="name@ilike" placeholder="resources.categories.search" alwaysOn />,
];
const exporter = exportCsv<Tables<'categories'>>('kategorier', ['name', 'slug', 'sort_order', 'is_active']);

export function CategoryList() {
  const translate = useTranslate();
  return (
    <AppList filters={filters} sort={{ field: 'sort_order', order: 'ASC' }} exporter={exporter}>
      <ResponsiveList<Tables<'categories'>>
        primaryText={(r) => r.name}
        secondaryText={(r) => translate('resources.categories.list.order', { sort_order: r.sort_order })}
      >
        <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteConfirmButton />}>
          <NumberField source="sort_order" />
          <TextField source="name" />
          <TextField source="slug" />
          <BooleanField source="is_active" />
        </Datagrid>
      </ResponsiveList>
    </AppList>
  );
}
