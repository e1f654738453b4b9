import { TextField } from 'react-admin';
import { exportCsv } from '../../components/csv';
import type { Tables } from '../../types/database';
import { CardOwnerList } from '../../components/lists/CardOwnerList';

const exporter = exportCsv<Tables<'networks'>>('natverk', ['name', 'slug', 'acceptance_note']);

export function NetworkList() {
  return (
    <CardOwnerList<Tables<'networks'>> exporter={exporter} secondaryText={(r) => r.acceptance_note ?? ''}>
      <TextField source="slug" />
      <TextField source="acceptance_note" />
    </CardOwnerList>
  );
}
