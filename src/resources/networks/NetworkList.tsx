import { Datagrid, List, TextField } from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { EmptyState } from '../../components/EmptyState';
import { exportCsv } from '../../components/csv';

const exporter = exportCsv('natverk', { name: 'Namn', slug: 'Slug', acceptance_note: 'Acceptans' });

export function NetworkList() {
  return (
    <List
      sort={{ field: 'name', order: 'ASC' }}
      exporter={exporter}
      empty={<EmptyState text="Inga nätverk ännu" />}
    >
      <ResponsiveList<{ id: number; name: string; acceptance_note: string | null }>
        primaryText={(r) => r.name}
        secondaryText={(r) => r.acceptance_note ?? ''}
        linkType="show"
      >
        <Datagrid rowClick="show">
          <TextField source="name" label="Namn" />
          <TextField source="slug" label="Slug" />
          <TextField source="acceptance_note" label="Acceptans" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
