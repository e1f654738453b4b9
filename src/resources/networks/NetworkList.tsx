import { Datagrid, TextField } from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { ImageThumbnail } from '../../components/ImageThumbnail';
import { ThumbnailNameField } from '../../components/ThumbnailNameField';
import { exportCsv } from '../../components/csv';
import type { Tables } from '../../types/database';
import { BulkDeleteConfirmButton } from '../../components/BulkDeleteConfirmButton';
import { AppList } from '../../components/AppList';

const exporter = exportCsv<Tables<'networks'>>('natverk', ['name', 'slug', 'acceptance_note']);

export function NetworkList() {
  return (
    <AppList sort={{ field: 'name', order: 'ASC' }} exporter={exporter}>
      <ResponsiveList<Tables<'networks'>>
        primaryText={(r) => r.name}
        secondaryText={(r) => r.acceptance_note ?? ''}
        leftIcon={(r) => <ImageThumbnail src={r.logo_url} kind="logo" />}
        linkType="show"
      >
        <Datagrid rowClick="show" bulkActionButtons={<BulkDeleteConfirmButton />}>
          <ThumbnailNameField source="name" imageSource="logo_url" kind="logo" />
          <TextField source="slug" />
          <TextField source="acceptance_note" />
        </Datagrid>
      </ResponsiveList>
    </AppList>
  );
}
