import { Datagrid, SelectInput, TextField } from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { StatusChip, StatusChipField } from '../../components/StatusChipField';
import { DateTimeField } from '../../components/DateFields';
import { exportCsv } from '../../components/csv';
import { INQUIRY_STATUSES } from './inquiryStatuses';
import type { Tables } from '../../types/database';
import { BulkDeleteConfirmButton } from '../../components/BulkDeleteConfirmButton';
import { AppList } from '../../components/AppList';
import { SearchFilter } from '../../components/SearchFilter';

const filters = [
  <SearchFilter key="q" source="question@ilike" placeholder="resources.inquiries.search" alwaysOn />,
  <SelectInput key="status" source="status" choices={INQUIRY_STATUSES} alwaysOn />,
];

const exporter = exportCsv<Tables<'expert_inquiries'>>(
  'expertforfragningar',
  ['id', 'created_at', 'name', 'email', 'question', 'status', 'answer', 'answered_at'],
  { labels: { status: INQUIRY_STATUSES } },
);

export function InquiryList() {
  return (
    <AppList
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      exporter={exporter}
    >
      <ResponsiveList<Tables<'expert_inquiries'>>
        primaryText={(r) => r.question}
        secondaryText={(r) => r.name}
        tertiaryText={(r) => <StatusChip choices={INQUIRY_STATUSES} value={r.status} />}
      >
        <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteConfirmButton />}>
          <DateTimeField source="created_at" />
          <TextField source="name" />
          <TextField source="question" />
          <StatusChipField source="status" choices={INQUIRY_STATUSES} />
        </Datagrid>
      </ResponsiveList>
    </AppList>
  );
}
