import { BooleanField, Datagrid, TextField } from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { ImageThumbnail } from '../../components/ImageThumbnail';
import { ThumbnailNameField } from '../../components/ThumbnailNameField';
import { exportCsv } from '../../components/csv';
import type { Tables } from '../../types/database';
import { BulkDeleteConfirmButton } from '../../components/BulkDeleteConfirmButton';
import { AppList } from '../../components/AppList';
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
    <AppList filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={exporter}>
      <ResponsiveList<Tables<'banks'>>
        primaryText={(r) => r.name}
        secondaryText={(r) => r.org_number ?? ''}
        leftIcon={(r) => <ImageThumbnail src={r.logo_url} kind="logo" />}
        linkType="show"
      >
        <Datagrid rowClick="show" bulkActionButtons={<BulkDeleteConfirmButton />}>
          <ThumbnailNameField source="name" imageSource="logo_url" kind="logo" />
          <TextField source="org_number" />
          <TextField source="website_url" sx={{ overflowWrap: 'anywhere' }} />
          <BooleanField source="is_active" />
        </Datagrid>
      </ResponsiveList>
    </AppList>
  );
}
