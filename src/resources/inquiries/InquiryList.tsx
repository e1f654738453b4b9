import { TextField } from 'react-admin';
import { DateTimeField } from '../../components/DateFields';
import { exportCsv } from '../../components/csv';
import { INQUIRY_STATUSES } from './inquiryStatuses';
import type { Tables } from '../../types/database';
import { StatusQueueList, statusQueueFilters } from '../../components/lists/StatusQueueList';
import { SearchFilter } from '../../components/SearchFilter';

const filters = statusQueueFilters(
  <SearchFilter key="q" source="question@ilike" placeholder="resources.inquiries.search" alwaysOn />,
  INQUIRY_STATUSES,
);

const exporter = exportCsv<Tables<'expert_inquiries'>>(
  'expertforfragningar',
  ['id', 'created_at', 'name', 'email', 'question', 'status', 'answer', 'answered_at'],
  { labels: { status: INQUIRY_STATUSES } },
);

export function InquiryList() {
  return (
    <StatusQueueList<Tables<'expert_inquiries'>>
      statuses={INQUIRY_STATUSES}
      oldestFirst
      filters={filters}
      exporter={exporter}
      primaryText={(r) => r.question}
      secondaryText={(r) => r.name}
    >
      <DateTimeField source="created_at" />
      <TextField source="name" />
      <TextField source="question" />
    </StatusQueueList>
  );
}
