import { Datagrid, DateField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { ResponsiveList } from '../../components/ResponsiveList';
import { EmptyState } from '../../components/EmptyState';
import { exportCsv } from '../../components/csv';
import { INQUIRY_STATUSES } from './inquiryStatuses';

const filters = [
  <SearchInput key="q" source="question@ilike" placeholder="Sök i frågor" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={INQUIRY_STATUSES} alwaysOn />,
];

const exporter = exportCsv('expertforfragningar', {
  id: 'Id',
  created_at: 'Inkommen',
  name: 'Namn',
  email: 'E-post',
  question: 'Fråga',
  status: 'Status',
  answer: 'Svar',
  answered_at: 'Besvarad',
});

interface InquiryRecord {
  id: number;
  name: string;
  question: string;
  status: string;
}

export function InquiryList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      exporter={exporter}
      empty={<EmptyState text="Inga förfrågningar ännu" canCreate={false} />}
      title="Expertförfrågningar"
    >
      <ResponsiveList<InquiryRecord>
        primaryText={(r) => r.question}
        secondaryText={(r) => r.name}
        tertiaryText={(r) => INQUIRY_STATUSES.find((s) => s.id === r.status)?.name ?? r.status}
      >
        <Datagrid rowClick="edit">
          <DateField source="created_at" label="Inkommen" showTime locales="sv-SE" />
          <TextField source="name" label="Namn" />
          <TextField source="question" label="Fråga" />
          <SelectField source="status" label="Status" choices={INQUIRY_STATUSES} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
