import {
  BooleanField,
  BooleanInput,
  FilterButton,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { SwedishDateInput } from '../../components/SwedishDateInputs';
import { LogList } from '../../components/lists/LogList';
import { exportCsv } from '../../components/csv';
import { PagedExportButton } from '../../components/PagedExportButton';
import { SavedViewsButton } from '../../components/SavedViewsButton';
import { CONSENT_ACTIONS, CONSENT_SOURCES } from './cookieConsentLabels';
import { CookieConsentSummary } from './CookieConsentSummary';
import type { Tables } from '../../types/database';

const filters = [
  <SwedishDateInput key="from" source="created_at@gte" alwaysOn />,
  <SwedishDateInput key="to" source="created_at@lte" alwaysOn />,
  <SelectInput key="action" source="action" choices={CONSENT_ACTIONS} alwaysOn />,
  <BooleanInput key="analytics" source="analytics" />,
  <BooleanInput key="marketing" source="marketing" />,
  <BooleanInput key="functional" source="functional" />,
];

const exporter = exportCsv<Tables<'cookie_consents'>>(
  'cookie-samtycken',
  [
    'consent_id',
    'created_at',
    'policy_version',
    'action',
    'necessary',
    'functional',
    'analytics',
    'marketing',
    'source',
    'ip_hash',
  ],
  { labels: { action: CONSENT_ACTIONS, source: CONSENT_SOURCES } },
);

const Actions = () => (
  <TopToolbar>
    <FilterButton disableSaveQuery />
    <SavedViewsButton />
    <PagedExportButton />
  </TopToolbar>
);

/**
 * Append-only log: no create, edit or delete anywhere. The table grows by millions of rows, so the total is
 * PostgREST's estimated count (exact below max-rows, the planner's estimate above) instead of count=exact.
 */
export function CookieConsentList() {
  const translate = useTranslate();
  const yesNo = (value: boolean) =>
    translate(value ? 'resources.cookies.list.yes' : 'resources.cookies.list.no');
  const actionName = (action: string) => CONSENT_ACTIONS.find((a) => a.id === action)?.name;
  return (
    <LogList<Tables<'cookie_consents'>>
      timeSource="created_at"
      filters={filters}
      exporter={exporter}
      actions={<Actions />}
      aside={undefined}
      queryOptions={{ meta: { headers: { Prefer: 'count=estimated' } } }}
      header={<CookieConsentSummary />}
      secondaryText={(r) => translate(actionName(r.action) ?? r.action, { _: r.action })}
      tertiaryText={(r) =>
        translate('resources.cookies.list.consents', {
          analytics: yesNo(r.analytics),
          marketing: yesNo(r.marketing),
        })
      }
      secondaryColumns={['source', 'policy_version']}
    >
      <SelectField source="action" choices={CONSENT_ACTIONS} />
      <BooleanField source="functional" />
      <BooleanField source="analytics" />
      <BooleanField source="marketing" />
      <SelectField source="source" choices={CONSENT_SOURCES} />
      <TextField source="policy_version" />
    </LogList>
  );
}
