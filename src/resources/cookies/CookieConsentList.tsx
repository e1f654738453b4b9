import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  ExportButton,
  FilterButton,
  List,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { SwedishDateInput } from '../../components/SwedishDateInputs';
import { ResponsiveList } from '../../components/ResponsiveList';
import { EmptyState } from '../../components/EmptyState';
import { exportCsv } from '../../components/csv';
import { CONSENT_ACTIONS, CONSENT_SOURCES } from './cookieConsentLabels';
import { CookieConsentSummary } from './CookieConsentSummary';

const filters = [
  <SwedishDateInput key="from" source="created_at@gte" label="Från" alwaysOn />,
  <SwedishDateInput key="to" source="created_at@lte" label="Till" alwaysOn />,
  <SelectInput key="action" source="action" label="Beslut" choices={CONSENT_ACTIONS} alwaysOn />,
  <BooleanInput key="analytics" source="analytics" label="Statistik" />,
  <BooleanInput key="marketing" source="marketing" label="Marknadsföring" />,
  <BooleanInput key="functional" source="functional" label="Funktionella" />,
];

const exporter = exportCsv('cookie-samtycken', {
  consent_id: 'Samtyckes-id',
  created_at: 'Tidpunkt',
  policy_version: 'Policyversion',
  action: 'Beslut',
  necessary: 'Nödvändiga',
  functional: 'Funktionella',
  analytics: 'Statistik',
  marketing: 'Marknadsföring',
  source: 'Källa',
  ip_hash: 'IP (hash)',
});

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton maxResults={100000} />
  </TopToolbar>
);

interface ConsentRecord {
  id: number;
  created_at: string;
  action: string;
  analytics: boolean;
  marketing: boolean;
}

/**
 * Append-only log: no create, edit or delete anywhere. The table grows by millions of rows, so the total is
 * PostgREST's estimated count (exact below max-rows, the planner's estimate above) instead of count=exact.
 */
export function CookieConsentList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={exporter}
      actions={<Actions />}
      aside={undefined}
      queryOptions={{ meta: { headers: { Prefer: 'count=estimated' } } }}
      empty={<EmptyState text="Inga samtycken registrerade ännu" canCreate={false} />}
      title="Cookie-samtycken"
    >
      <CookieConsentSummary />
      <ResponsiveList<ConsentRecord>
        primaryText={(r) => new Date(r.created_at).toLocaleString('sv-SE')}
        secondaryText={(r) => CONSENT_ACTIONS.find((a) => a.id === r.action)?.name ?? r.action}
        tertiaryText={(r) =>
          `Statistik ${r.analytics ? 'ja' : 'nej'} · Marknadsföring ${r.marketing ? 'ja' : 'nej'}`
        }
        linkType="show"
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="created_at" label="Tidpunkt" showTime locales="sv-SE" />
          <SelectField source="action" label="Beslut" choices={CONSENT_ACTIONS} />
          <BooleanField source="functional" label="Funktionella" />
          <BooleanField source="analytics" label="Statistik" />
          <BooleanField source="marketing" label="Marknadsföring" />
          <SelectField source="source" label="Källa" choices={CONSENT_SOURCES} />
          <TextField source="policy_version" label="Policy" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
