import { FunctionField, SelectInput, TextField, useTranslate } from 'react-admin';
import { ListShell } from '../../components/lists/ListShell';
import { SearchFilter } from '../../components/SearchFilter';
import { StatusChip, StatusChipField } from '../../components/StatusChipField';
import { DateTimeField } from '../../components/DateFields';
import { formatDateTime } from '../../lib/formatDate';
import type { Tables } from '../../types/database';
import { SITE_TEXT_CURRENT, SITE_TEXT_KEYS, SITE_TEXT_STATUSES } from './siteTextChoices';

/** A version as the list reads it: the row and whether the public reads it now. */
type SiteTextRow = Tables<'site_texts'> & { is_current?: boolean };

const filters = [
  <SearchFilter key="q" source="title@ilike" placeholder="resources.site_texts.search" alwaysOn />,
  <SelectInput key="key" source="key" choices={SITE_TEXT_KEYS} alwaysOn />,
  <SelectInput key="status" source="status" choices={SITE_TEXT_STATUSES} />,
];

/** Every version of every text, the newest first; the one the public reads now is marked. */
export function SiteTextList() {
  const translate = useTranslate();
  return (
    <ListShell<SiteTextRow>
      filters={filters}
      sort={{ field: 'valid_from', order: 'DESC' }}
      exporter={false}
      queryOptions={{ meta: { columns: ['*', 'is_current'] } }}
      primaryText={(r) => r.title}
      secondaryText={(r) =>
        `${translate(`resources.site_texts.keys.${r.key}`)} · ${r.version_label} · ${formatDateTime(r.valid_from)}`
      }
      tertiaryText={(r) => <StatusChip choices={SITE_TEXT_CURRENT} value={Boolean(r.is_current)} />}
    >
      <TextField source="title" />
      <FunctionField<SiteTextRow>
        source="key"
        render={(r) => translate(`resources.site_texts.keys.${r.key}`)}
      />
      <TextField source="version_label" />
      <StatusChipField source="status" choices={SITE_TEXT_STATUSES} />
      <DateTimeField source="valid_from" />
      <FunctionField<SiteTextRow>
        source="is_current"
        sortable={false}
        render={(r) => <StatusChip choices={SITE_TEXT_CURRENT} value={Boolean(r.is_current)} />}
      />
    </ListShell>
  );
}
