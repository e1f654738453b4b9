import { Datagrid, List, TextField } from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { EmptyState } from '../../components/EmptyState';
import { exportCsv } from '../../components/csv';
import type { Tables } from '../../types/database';
import { BulkDeleteConfirmButton } from '../../components/BulkDeleteConfirmButton';

const exporter = exportCsv<Tables<'networks'>>('natverk', ['name', 'slug', 'acceptance_note']);

export function NetworkList() {
  return (
    <List sort={{ field: 'name', order: 'ASC' }} exporter={exporter} empty={<EmptyState />}>
      <ResponsiveList<Tables<'networks'>>
        primaryText={(r) => r.name}
        secondaryText={(r) => r.acceptance_note ?? ''}
        linkType="show"
      >
        <Datagrid rowClick="show" bulkActionButtons={<BulkDeleteConfirmButton />}>
          <TextField source="name" />
          <TextField source="slug" />
          <TextField source="acceptance_note" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
